import { describe, expect, it } from "vitest";
import { withLocalStackOrigins } from "../stack/services.mjs";

describe("withLocalStackOrigins", () => {
  const ports = { auth: 10199, firestore: 9180, functions: 6101, razorpay: 5110 };

  it("adds the stack's servers where their production counterparts are, and changes nothing else", () => {
    const policy =
      "default-src 'self'; script-src 'self' https://x; frame-src 'self'; connect-src 'self'; frame-ancestors 'none'";
    expect(withLocalStackOrigins(policy, ports)).toBe(
      "default-src 'self'; " +
        "script-src 'self' https://x http://127.0.0.1:5110; " +
        "frame-src 'self' http://127.0.0.1:10199; " +
        "connect-src 'self' http://127.0.0.1:10199 http://127.0.0.1:9180 http://127.0.0.1:6101 http://127.0.0.1:5110; " +
        "frame-ancestors 'none'",
    );
  });
});
