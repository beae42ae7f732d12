/** Finding 7: the Razorpay base-URL override must never send live keys anywhere but Razorpay. */
import { describe, expect, it } from "vitest";
import { emulatorApiUrl } from "../razorpayClient";

const EMULATOR = { FUNCTIONS_EMULATOR: "true" };

describe("emulatorApiUrl", () => {
  it("leaves the SDK on api.razorpay.com when nothing is set", () => {
    expect(emulatorApiUrl("", "rzp_live_abc", {})).toBeUndefined();
  });

  it("points the SDK at a local emulator under the Functions emulator", () => {
    expect(emulatorApiUrl("http://127.0.0.1:4010", "rzp_test_local", EMULATOR)).toBe(
      "http://127.0.0.1:4010",
    );
    expect(emulatorApiUrl("http://localhost:4010", "rzp_test_local", EMULATOR)).toBe(
      "http://localhost:4010",
    );
  });

  it.each([
    [
      "in production (no Functions emulator)",
      "http://127.0.0.1:4010",
      "rzp_test_x",
      {},
      "outside the Functions emulator",
    ],
    ["with a live key", "http://127.0.0.1:4010", "rzp_live_x", EMULATOR, "with a live key"],
    [
      "to another host",
      "https://attacker.example/v1",
      "rzp_test_x",
      EMULATOR,
      "to a host that is not this machine",
    ],
    [
      "to a private address",
      "http://10.0.0.5:4010",
      "rzp_test_x",
      EMULATOR,
      "to a host that is not this machine",
    ],
    [
      "to something that is not a URL",
      "not a url",
      "rzp_test_x",
      EMULATOR,
      "to a host that is not this machine",
    ],
  ])("refuses an override %s", (_case, url, keyId, env, problem) => {
    expect(() => emulatorApiUrl(url, keyId, env)).toThrow(
      `RAZORPAY_API_URL is set ${problem}; refusing to use it`,
    );
  });
});
