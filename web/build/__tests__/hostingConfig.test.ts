import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { MAP_EMBED_ORIGIN } from "../../src/features/contact/contactMapLink";

// The real firebase.json: what these tests pin is what production serves (the
// Hosting emulator serves it to the e2e suite: tests/e2e/hostingHeaders.test.ts).
// From the path, not new URL("../..", …): jsdom's URL mis-resolves file: URLs.
const firebaseJson = join(dirname(fileURLToPath(import.meta.url)), "../../../firebase.json");
const hosting = JSON.parse(readFileSync(firebaseJson, "utf8")).hosting as {
  headers: { source?: string; headers: { key: string; value: string }[] }[];
};
const policy =
  hosting.headers
    .find((rule) => rule.source === "**")
    ?.headers.find((header) => header.key === "Content-Security-Policy")?.value ?? "";

describe("firebase.json's Content-Security-Policy", () => {
  it("keeps 'unsafe-inline' and 'unsafe-eval' out of script-src", () => {
    expect(policy).toContain("script-src");
    const scripts = policy.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scripts).not.toMatch(/unsafe/);
  });

  it("lets the contact page frame OpenStreetMap's map and no other map service", () => {
    const frameSrc = /(?:^|; )frame-src ([^;]+)/.exec(policy)?.[1]?.split(" ") ?? [];
    expect(frameSrc).toEqual([
      "'self'",
      "https://*.firebaseapp.com",
      "https://api.razorpay.com",
      "https://www.google.com/recaptcha/",
      "https://recaptcha.google.com/recaptcha/",
      MAP_EMBED_ORIGIN,
    ]);
  });
});
