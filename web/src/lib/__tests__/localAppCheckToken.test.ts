import { describe, expect, it } from "vitest";
import { localAppCheckToken } from "../appCheck";

// The shape firebase-functions accepts when the emulator skips verification
// (its JWT_REGEX, then the payload's `sub` as the app id).
const JWT = /^[a-zA-Z0-9\-_=]+?\.[a-zA-Z0-9\-_=]+?\.([a-zA-Z0-9\-_=]+)?$/;
const decode = (part: string) =>
  JSON.parse(atob(part.replace(/-/g, "+").replace(/_/g, "/"))) as Record<string, unknown>;

describe("localAppCheckToken", () => {
  it("is an unsigned JWT naming the app, good for an hour", () => {
    const token = localAppCheckToken("1:123:web:abc", 1_700_000_000_500);
    expect(token).toMatch(JWT);
    const [header = "", payload = "", signature] = token.split(".");
    expect(decode(header)).toEqual({ alg: "none", typ: "JWT" });
    expect(decode(payload)).toEqual({
      sub: "1:123:web:abc",
      iat: 1_700_000_000,
      exp: 1_700_003_600,
    });
    expect(signature).toBe("");
  });
});
