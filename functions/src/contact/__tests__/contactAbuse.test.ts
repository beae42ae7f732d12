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
  sendThrough,
  setEnv,
  storedMessages,
} from "./contactTesting";
import { interceptEmailJs } from "./emailjsIntercept";
import { COLLECTIONS, firestorePaths } from "../../domain";

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

async function rateLimitIds(): Promise<string[]> {
  return (await db().collection(COLLECTIONS.rateLimits).listDocuments()).map((doc) => doc.id);
}

async function seedHits(key: string, minutesAgo: number[]) {
  await db()
    .doc(firestorePaths.rateLimit(key))
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
});

describe("sendContactMessage rate limit", () => {
  it("refuses the sixth message from one IP in ten minutes and stores nothing for it", async () => {
    await sendTimes(5, () => "203.0.113.7");
    const error = await refusal(sendFrom("203.0.113.7", null, ravi));

    expect(error).toMatchObject({ code: "resource-exhausted", message: TOO_MANY });
    expect(await storedMessages()).toHaveLength(5);
    const counter = await db().doc(firestorePaths.rateLimit("contact_ip_203.0.113.7")).get();
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
    const counter = await db().doc(firestorePaths.rateLimit("contact_ip_203.0.113.7")).get();
    expect(counter.get("hits")).toHaveLength(1);

    await seedHits("contact_ip_203.0.113.9", [1, 3, 5, 7, 9]);
    const error = await refusal(sendFrom("203.0.113.9", null, ravi));
    expect(error.code).toBe("resource-exhausted");
  });

  it("counts the address Google's front end appended, however the caller forges the header", async () => {
    // Each call forges a new left-most entry, which is what Express's req.ip reports.
    const forged = (i: number) => `198.51.100.${i}, 203.0.113.7`;
    for (let i = 0; i < 5; i += 1) {
      await sendThrough(forged(i), null, { ...ravi, message: `Message ${i}` });
    }
    const error = await refusal(sendThrough("10.9.8.7, 192.0.2.1, 203.0.113.7", null, ravi));

    expect(error).toMatchObject({ code: "resource-exhausted", message: TOO_MANY });
    expect(await storedMessages()).toHaveLength(5);
    expect(
      (await db().doc(firestorePaths.rateLimit("contact_ip_203.0.113.7")).get()).get("hits"),
    ).toHaveLength(5);
    expect((await rateLimitIds()).filter((id) => id.includes("198.51.100"))).toEqual([]);
    await expect(sendThrough("203.0.113.7, 203.0.113.8", null, ravi)).resolves.toEqual({
      received: true,
    });
  });

  it("counts an IPv6 client's whole /64 as one, and other /64s apart", async () => {
    await sendTimes(5, (i) => `2001:db8:abcd:12::${i + 1}`);
    const error = await refusal(sendFrom("2001:db8:abcd:12:ffff:1:2:3", null, ravi));

    expect(error).toMatchObject({ code: "resource-exhausted", message: TOO_MANY });
    expect(await storedMessages()).toHaveLength(5);
    const counter = await db()
      .doc(firestorePaths.rateLimit("contact_ip_2001:db8:abcd:12::_64"))
      .get();
    expect(counter.get("hits")).toHaveLength(5);
    await expect(sendFrom("2001:db8:abcd:13::1", null, ravi)).resolves.toEqual({ received: true });
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
