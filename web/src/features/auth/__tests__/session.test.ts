import { describe, expect, it } from "vitest";
import { sessionUserOf } from "../session";

const user = (providerIds: string[], emailVerified: boolean) => ({
  uid: "u1",
  email: "asha@example.in",
  displayName: "Asha Rao",
  photoURL: null,
  emailVerified,
  providerData: providerIds.map((providerId) => ({ providerId })),
});

describe("sessionUserOf", () => {
  it("signs nobody in without an Auth user", () => {
    expect(sessionUserOf(null)).toBeNull();
  });

  it.each([
    ["a verified e-mail account", ["password"], true, true],
    ["an unverified e-mail account (mid-registration)", ["password"], false, false],
    ["a Google account", ["google.com"], true, true],
    ["a Google account whose address Google has not verified", ["google.com"], false, false],
    ["an unverified e-mail account linked to Google", ["password", "google.com"], false, false],
  ])("%s counts as signed in: %s", (_, providers, verified, signedIn) => {
    const result = sessionUserOf(user(providers, verified) as never);
    expect(result !== null).toBe(signedIn);
  });

  it("keeps only what the shop shows", () => {
    expect(sessionUserOf(user(["password"], true) as never)).toEqual({
      uid: "u1",
      email: "asha@example.in",
      displayName: "Asha Rao",
      photoURL: null,
      emailVerified: true,
    });
  });
});
