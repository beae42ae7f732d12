import { afterEach, describe, expect, it, vi } from "vitest";
import { ACCESS_TIME_LIMIT_MS, hasAdminClaim } from "../api/adminRest";

const auth = vi.hoisted(() => ({ currentUser: null as unknown }));
vi.mock("../../../lib/firebase", () => ({ getAuthClient: () => Promise.resolve(auth) }));

function signedIn(claims: Record<string, unknown> | Promise<never>) {
  const getIdTokenResult = vi.fn(() =>
    claims instanceof Promise ? claims : Promise.resolve({ token: "t", claims }),
  );
  auth.currentUser = { getIdTokenResult };
  return getIdTokenResult;
}

afterEach(() => {
  vi.useRealTimers();
  auth.currentUser = null;
});

describe("hasAdminClaim", () => {
  it.each([
    ["admin: true", { admin: true }, true],
    ["no admin claim", {}, false],
    ['admin: "true" (a string)', { admin: "true" }, false],
  ])("answers from a freshly issued token: %s", async (_, claims, expected) => {
    const getIdTokenResult = signedIn(claims);
    await expect(hasAdminClaim()).resolves.toBe(expected);
    expect(getIdTokenResult).toHaveBeenCalledWith(true);
  });

  it("is false with nobody signed in", async () => {
    await expect(hasAdminClaim()).resolves.toBe(false);
  });

  it("gives up on a token that does not come within its time limit", async () => {
    vi.useFakeTimers();
    signedIn(new Promise<never>(() => undefined));
    const answer = expect(hasAdminClaim()).rejects.toThrow("a fresh ID token took over");
    await vi.advanceTimersByTimeAsync(ACCESS_TIME_LIMIT_MS);
    await answer;
  });
});
