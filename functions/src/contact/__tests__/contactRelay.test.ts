import { createHash } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../../lib/firestore";
import { clearFirestore } from "../../testing/harness";
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
import { interceptEmailJs, type EmailJsAnswer } from "./emailjsIntercept";
import { COLLECTIONS, firestorePaths } from "../../domain";

/** The acknowledgement, whoever asks for it: the shop's words and the recipient only. */
const ACK_PARAMS = (email: string) => ({
  email,
  from_name: "AquaSense",
  title: "We have received your message",
  message:
    "Thank you for contacting AquaSense. We have received your message and will get back to you soon.",
});
const RECIPIENT_CAPPED = "this address already had 3 acknowledgements in 24 hours";
const SHOP_CAPPED = "the shop already sent 200 acknowledgements in 24 hours";
const HOUR = 60 * 60_000;
const RAVI_KEY = `contact_ack_to_${createHash("sha256").update("ravi@example.in").digest("hex")}`;

let emailjs: ReturnType<typeof interceptEmailJs>;
function answerWith(admin: EmailJsAnswer) {
  emailjs = interceptEmailJs((body) =>
    body.template_id === EMAILJS_ENV.EMAILJS_ADMIN_TEMPLATE_ID ? admin : 200,
  );
}
const requestsTo = (templateId: string) =>
  emailjs.requests.filter((r) => r.body.template_id === templateId);

async function sendNumbered(count: number, email: (i: number) => string) {
  for (let i = 0; i < count; i += 1) {
    await sendFrom(`198.51.100.${i}`, null, { ...ravi, email: email(i), message: `Message ${i}` });
  }
}
async function deliveryOf(message: string) {
  return (await storedMessages()).find((m) => m.message === message)?.delivery as unknown;
}
async function seedShopHits(count: number, hoursAgo: number) {
  const hits = Array.from({ length: count }, (_, i) => Date.now() - hoursAgo * HOUR - i);
  await db().doc(firestorePaths.rateLimit("contact_ack_shop")).set({ hits });
}

beforeEach(async () => {
  await clearFirestore();
  setEnv({ ...EMAILJS_ENV, ...SHOP_ENV });
  answerWith(200);
});
afterEach(() => {
  emailjs.restore();
  clearEnv();
});

describe("the acknowledgement is no relay", () => {
  it("carries none of the sender's name, subject, links or markup", async () => {
    const spam = {
      fullName: "Win ₹1 lakh at http://spam.example <a href='http://spam.example'>now</a>",
      email: "victim@example.in",
      subject: "<img src=http://spam.example/pixel> Claim your prize",
      message: "Visit http://spam.example/claim <b>today</b>",
    };
    expect(await sendFrom("203.0.113.70", null, spam)).toEqual({ received: true });

    const [ack] = requestsTo("template_sender_ack");
    expect(ack?.body.template_params).toEqual(ACK_PARAMS("victim@example.in"));
    expect(JSON.stringify(ack?.body)).not.toMatch(/spam\.example|Win|Claim|Visit|href|<img/);
    // The shop still reads every word of it.
    expect(await storedMessages()).toEqual([
      expect.objectContaining({ ...spam, delivery: { admin: "sent", ack: "sent" } }),
    ]);
  });
});

describe("the acknowledgement caps", () => {
  it("sends one address at most 3 acknowledgements in 24 hours, however it is spelt", async () => {
    const spellings = ["ravi@example.in", "Ravi@Example.in", "ravi+1@example.in"];
    await sendNumbered(3, (i) => spellings[i] ?? "");
    const withheld = vi.spyOn(contactLog, "ackWithheld");
    const result = await sendFrom("198.51.100.9", null, {
      ...ravi,
      email: "RAVI+again@example.in",
      message: "Message 3",
    });

    expect(result).toEqual({ received: true });
    expect(requestsTo("template_admin_notify")).toHaveLength(4);
    expect(requestsTo("template_sender_ack").map((r) => r.body.template_params)).toEqual(
      spellings.map(ACK_PARAMS),
    );
    expect(await storedMessages()).toHaveLength(4);
    expect(await deliveryOf("Message 2")).toEqual({ admin: "sent", ack: "sent" });
    expect(await deliveryOf("Message 3")).toEqual({
      admin: "sent",
      ack: "withheld",
      withheld: RECIPIENT_CAPPED,
    });
    expect(withheld).toHaveBeenCalledWith(expect.any(String), RECIPIENT_CAPPED);
  });

  it("keeps the recipient's counter under a hash of the address, never the address", async () => {
    await sendNumbered(1, () => "Ravi+x@Example.in");

    const counter = await db().doc(firestorePaths.rateLimit(RAVI_KEY)).get();
    expect(counter.data()).toEqual({
      hits: [expect.any(Number)],
      expiresAt: expect.any(Timestamp),
    });
    const ids = (await db().collection(COLLECTIONS.rateLimits).listDocuments())
      .map((d) => d.id)
      .filter((id) => !id.startsWith("shop_"))
      .sort();
    expect(ids).toEqual(["contact_ack_shop", RAVI_KEY, "contact_ip_198.51.100.0"]);
  });

  it("counts other recipients on their own, and forgets acknowledgements older than a day", async () => {
    await db()
      .doc(firestorePaths.rateLimit(RAVI_KEY))
      .set({ hits: [25, 26, 30].map((h) => Date.now() - h * HOUR) });
    await sendNumbered(3, () => "ravi@example.in");
    await sendFrom("198.51.100.50", null, { ...ravi, email: "meera@example.in" });

    expect(requestsTo("template_sender_ack")).toHaveLength(4);
    expect((await storedMessages()).map((m) => m.delivery)).toEqual(
      Array(4).fill({ admin: "sent", ack: "sent" }),
    );
  });

  it("sends no more than 200 acknowledgements a day from the whole shop", async () => {
    await seedShopHits(200, 23);
    const result = await sendFrom("203.0.113.80", null, { ...ravi, email: "new@example.in" });

    expect(result).toEqual({ received: true });
    expect(requestsTo("template_admin_notify")).toHaveLength(1);
    expect(requestsTo("template_sender_ack")).toEqual([]);
    expect(await storedMessages()).toEqual([
      expect.objectContaining({
        ...ravi,
        email: "new@example.in",
        status: "new",
        delivery: { admin: "sent", ack: "withheld", withheld: SHOP_CAPPED },
      }),
    ]);
    // A withheld acknowledgement is not counted against its recipient.
    const key = `contact_ack_to_${createHash("sha256").update("new@example.in").digest("hex")}`;
    expect((await db().doc(firestorePaths.rateLimit(key)).get()).exists).toBe(false);
  });

  it("starts the shop's day again once its acknowledgements are older than 24 hours", async () => {
    await seedShopHits(200, 25);
    await sendFrom("203.0.113.81", null, ravi);

    expect(requestsTo("template_sender_ack")).toHaveLength(1);
    expect(
      (await db().doc(firestorePaths.rateLimit("contact_ack_shop")).get()).get("hits"),
    ).toHaveLength(1);
  });

  it("reports a failed admin notification beside a withheld acknowledgement", async () => {
    emailjs.restore();
    answerWith(429);
    await seedShopHits(200, 1);
    const error = await sendFrom("203.0.113.82", null, ravi).catch((e: unknown) => e);

    expect(error).toMatchObject({
      code: "unavailable",
      message: "Failed to send email. Please try again or contact us directly.",
    });
    expect((await storedMessages())[0]?.delivery).toEqual({
      admin: "failed",
      ack: "withheld",
      withheld: SHOP_CAPPED,
      error: "admin: EmailJS answered 429: Too Many Requests",
    });
  });

  it("counts nothing when EmailJS is not configured and no mail can leave", async () => {
    clearEnv();
    setEnv({ ...SHOP_ENV, EMAILJS_PRIVATE_KEY: "" });
    vi.spyOn(contactLog, "emailSkipped").mockReturnValue(undefined);
    await sendNumbered(4, () => "ravi@example.in");

    expect((await db().doc(firestorePaths.rateLimit("contact_ack_shop")).get()).exists).toBe(false);
    expect((await storedMessages()).map((m) => m.delivery)).toEqual(
      Array(4).fill({ admin: "skipped", ack: "skipped", reason: "EmailJS is not configured" }),
    );
  });
});
