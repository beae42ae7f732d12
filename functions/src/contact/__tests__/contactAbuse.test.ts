import { HttpsError } from "firebase-functions/v2/https";
import { Timestamp } from "firebase-admin/firestore";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../../lib/firestore";
import { allDocumentPaths, clearFirestore } from "../../testing/harness";
import { contactLog } from "../contactLog";
import {
  EMAILJS_ENV,
  SHOP_ENV,
  clearEnv,
  ravi,
  sendFrom,
  setEnv,
  storedMessages,
} from "./contactTesting";
import { interceptEmailJs } from "./emailjsIntercept";

const TOO_MANY = "Too many messages. Please try again in a few minutes.";
const MINUTE = 60_000;

async function refusal(promise: Promise<unknown>) {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(HttpsError);
  return error as HttpsError;
}

async function sendTimes(times: number, ip: (i: number) => string, uid?: string) {
  for (let i = 0; i < times; i += 1) {
    await sendFrom(ip(i), uid ? { uid } : null, { ...ravi, message: `Message ${i}` });
  }
}

async function seedHits(key: string, minutesAgo: number[]) {
  await db()
    .doc(`rateLimits/${key}`)
    .set({ hits: minutesAgo.map((m) => Date.now() - m * MINUTE) });
}

beforeEach(async () => {
  await clearFirestore();
  setEnv({ ...SHOP_ENV, EMAILJS_PRIVATE_KEY: "" });
  // Dozens of stored messages here; their "would have sent" lines are pinned elsewhere.
  vi.spyOn(contactLog, "emailSkipped").mockReturnValue(undefined);
});
afterEach(() => {
  clearEnv();
  vi.restoreAllMocks();
});

describe("sendContactMessage rate limit", () => {
  it("refuses the sixth message from one IP in ten minutes and stores nothing for it", async () => {
    await sendTimes(5, () => "203.0.113.7");
    const error = await refusal(sendFrom("203.0.113.7", null, ravi));

    expect(error).toMatchObject({ code: "resource-exhausted", message: TOO_MANY });
    expect(await storedMessages()).toHaveLength(5);
    const counter = await db().doc("rateLimits/contact_ip_203.0.113.7").get();
    expect(counter.get("hits")).toHaveLength(5);
    expect(counter.get("expiresAt")).toBeInstanceOf(Timestamp);
  });

  it("counts each IP on its own", async () => {
    await sendTimes(5, () => "203.0.113.7");
    await expect(sendFrom("203.0.113.8", null, ravi)).resolves.toEqual({ received: true });
  });

  it("limits a signed-in sender across IPs, and only that sender", async () => {
    await sendTimes(5, (i) => `198.51.100.${i}`, "asha");
    const error = await refusal(sendFrom("198.51.100.99", { uid: "asha" }, ravi));

    expect(error).toMatchObject({ code: "resource-exhausted", message: TOO_MANY });
    await expect(sendFrom("198.51.100.98", { uid: "ravi" }, ravi)).resolves.toEqual({
      received: true,
    });
    expect(await storedMessages()).toHaveLength(6);
  });

  it("forgets messages older than ten minutes", async () => {
    await seedHits("contact_ip_203.0.113.7", [11, 12, 13, 14, 15]);
    await expect(sendFrom("203.0.113.7", null, ravi)).resolves.toEqual({ received: true });
    const counter = await db().doc("rateLimits/contact_ip_203.0.113.7").get();
    expect(counter.get("hits")).toHaveLength(1);

    await seedHits("contact_ip_203.0.113.9", [1, 3, 5, 7, 9]);
    const error = await refusal(sendFrom("203.0.113.9", null, ravi));
    expect(error.code).toBe("resource-exhausted");
  });

  it("keeps IPv6 addresses apart in valid document ids", async () => {
    await sendTimes(5, () => "2001:db8::1");
    await expect(sendFrom("2001:db8::2", null, ravi)).resolves.toEqual({ received: true });
    expect((await refusal(sendFrom("2001:db8::1", null, ravi))).code).toBe("resource-exhausted");
  });
});

describe("sendContactMessage honeypot", () => {
  it("answers a filled-in honeypot as if sent, and stores, counts and e-mails nothing", async () => {
    setEnv(EMAILJS_ENV);
    const emailjs = interceptEmailJs(() => 200);
    const logged = vi.spyOn(contactLog, "honeypot");
    try {
      const result = await sendFrom("203.0.113.50", null, {
        ...ravi,
        website: "http://spam.example",
      });
      expect(result).toEqual({ received: true });
      expect(emailjs.requests).toEqual([]);
      expect(await allDocumentPaths()).toEqual([]);
      expect(logged).toHaveBeenCalledWith("203.0.113.50");
    } finally {
      emailjs.restore();
    }
  });
});

describe("sendContactMessage input", () => {
  it.each<[string, unknown, string]>([
    ["nothing", undefined, "Please fill in all required fields"],
    ["a blank name", { ...ravi, fullName: "  " }, "Please fill in all required fields"],
    ["no e-mail", { ...ravi, email: undefined }, "Please fill in all required fields"],
    ["a blank message", { ...ravi, message: "" }, "Please fill in all required fields"],
    [
      "a malformed e-mail",
      { ...ravi, email: "ravi@example" },
      "Please enter a valid email address",
    ],
    ["text instead of fields", "hello", "Invalid input: expected object, received string"],
    ["a name that is a number", { ...ravi, fullName: 7 }, "Please fill in all required fields"],
    [
      "an oversize name",
      { ...ravi, fullName: "R".repeat(101) },
      "Please keep this under 100 characters.",
    ],
    [
      "an oversize e-mail",
      { ...ravi, email: `${"r".repeat(250)}@x.in` },
      "Please keep this under 254 characters.",
    ],
    [
      "an oversize phone",
      { ...ravi, phone: "9".repeat(21) },
      "Please keep this under 20 characters.",
    ],
    [
      "an oversize subject",
      { ...ravi, subject: "S".repeat(151) },
      "Please keep this under 150 characters.",
    ],
    [
      "an oversize message",
      { ...ravi, message: "M".repeat(5001) },
      "Please keep this under 5000 characters.",
    ],
    [
      "an oversize honeypot",
      { ...ravi, website: "w".repeat(201) },
      "Too big: expected string to have <=200 characters",
    ],
  ])("refuses %s and writes nothing", async (_case, data, message) => {
    const error = await refusal(sendFrom("203.0.113.60", null, data));
    expect(error).toMatchObject({ code: "invalid-argument", message });
    expect(await allDocumentPaths()).toEqual([]);
  });
});
