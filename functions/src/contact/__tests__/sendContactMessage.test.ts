import { HttpsError } from "firebase-functions/v2/https";
import { Timestamp } from "firebase-admin/firestore";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearFirestore } from "../../testing/harness";
import { contactLog } from "../contactLog";
import {
  EMAILJS_TEXTS,
  NETWORK_ERROR,
  interceptEmailJs,
  type EmailJsAnswer,
} from "./emailjsIntercept";
import {
  EMAILJS_ENV,
  SHOP_ENV,
  clearEnv,
  ravi,
  sendFrom,
  setEnv,
  storedMessages,
} from "./contactTesting";

const EMAIL_FAILED = "Failed to send email. Please try again or contact us directly.";
const IP = "198.51.100.20";

let emailjs: ReturnType<typeof interceptEmailJs>;
let intercepting = false;
function answerWith(admin: EmailJsAnswer, ack: EmailJsAnswer) {
  emailjs = interceptEmailJs((body) =>
    body.template_id === EMAILJS_ENV.EMAILJS_ADMIN_TEMPLATE_ID ? admin : ack,
  );
  intercepting = true;
}
const sentTo = (templateId: string) =>
  emailjs.requests.find((r) => r.body.template_id === templateId);

beforeEach(async () => {
  await clearFirestore();
  setEnv({ ...EMAILJS_ENV, ...SHOP_ENV });
});
afterEach(() => {
  if (intercepting) emailjs.restore();
  intercepting = false;
  clearEnv();
});

describe("sendContactMessage", () => {
  it("stores exactly the message, with both e-mails recorded as sent", async () => {
    answerWith(200, 200);
    const before = Date.now();
    const result = await sendFrom(IP, null, {
      ...ravi,
      fullName: "  Ravi Kumar ",
      website: "",
      status: "read",
      createdAt: "yesterday",
    });

    expect(result).toEqual({ received: true });
    const stored = await storedMessages();
    expect(stored).toEqual([
      {
        ...ravi,
        createdAt: expect.any(Timestamp),
        status: "new",
        delivery: { admin: "sent", ack: "sent" },
      },
    ]);
    expect((stored[0]?.createdAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(before - 5000);
  });

  it("sends the admin notification through the EmailJS SDK, field by field", async () => {
    answerWith(200, 200);
    await sendFrom(IP, null, ravi);

    expect(emailjs.requests).toHaveLength(2);
    const admin = sentTo("template_admin_notify");
    expect(admin).toMatchObject({
      host: "api.emailjs.com",
      port: 443,
      path: "/api/v1.0/email/send",
      method: "POST",
      headers: { "Content-Type": "application/json" },
    });
    expect(admin?.body).toEqual({
      lib_version: expect.any(String),
      service_id: "service_aquasense",
      template_id: "template_admin_notify",
      user_id: "pk_public_123",
      accessToken: "sk_private_456",
      template_params: {
        to_name: "AquaSense team",
        to_email: "support@aquasense.in",
        from_name: "Ravi Kumar",
        from_email: "ravi@example.in",
        phone: "98765 43210",
        message: "Subject: Pump compatibility\n\nDoes the Smart Controller work with a 1 HP pump?",
        reply_to: "ravi@example.in",
      },
    });
  });

  it("sends the sender an acknowledgement, field by field", async () => {
    answerWith(200, 200);
    await sendFrom(IP, null, ravi);

    expect(sentTo("template_sender_ack")?.body).toEqual({
      lib_version: expect.any(String),
      service_id: "service_aquasense",
      template_id: "template_sender_ack",
      user_id: "pk_public_123",
      accessToken: "sk_private_456",
      template_params: {
        email: "ravi@example.in",
        from_name: "AquaSense",
        title: "We have received your message",
        message:
          "Thank you for contacting AquaSense. " +
          "We have received your message and will get back to you soon.",
      },
    });
  });

  it("says so in the e-mails when the optional phone and subject are left out", async () => {
    answerWith(200, 200);
    await sendFrom(IP, null, { fullName: "Meera", email: "meera@example.in", message: "Hello" });

    expect(sentTo("template_admin_notify")?.body.template_params).toMatchObject({
      phone: "Not provided",
      message: "Hello",
    });
    expect(sentTo("template_sender_ack")?.body.template_params).toMatchObject({
      title: "We have received your message",
    });
    expect(await storedMessages()).toEqual([
      expect.objectContaining({ phone: "", subject: "", message: "Hello" }),
    ]);
  });

  it.each<[string, EmailJsAnswer, string]>([
    ["451 (headless browser)", 451, `EmailJS answered 451: ${EMAILJS_TEXTS[451]}`],
    ["403 (forbidden, blocklist)", 403, `EmailJS answered 403: ${EMAILJS_TEXTS[403]}`],
    ["429 (too many requests)", 429, `EmailJS answered 429: ${EMAILJS_TEXTS[429]}`],
    ["a network error", "network", `network error: ${NETWORK_ERROR}`],
  ])(
    "keeps the message and reports the failure when EmailJS fails with %s",
    async (_c, answer, why) => {
      answerWith(answer, answer);
      const error = await sendFrom(IP, null, ravi).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(HttpsError);
      expect(error).toMatchObject({ code: "unavailable", message: EMAIL_FAILED });
      // A 429 is tried once more, a second later; nothing else is.
      expect(emailjs.requests).toHaveLength(answer === 429 ? 4 : 2);
      expect(await storedMessages()).toEqual([
        {
          ...ravi,
          createdAt: expect.any(Timestamp),
          status: "new",
          delivery: { admin: "failed", ack: "failed", error: `admin: ${why}; ack: ${why}` },
        },
      ]);
    },
  );

  it("sends the two e-mails one after the other, at least a second apart, the shop's first", async () => {
    const at: Array<[unknown, number]> = [];
    emailjs = interceptEmailJs((body) => (at.push([body.template_id, Date.now()]), 200));
    intercepting = true;
    expect(await sendFrom(IP, null, ravi)).toEqual({ received: true });
    expect(at.map(([template]) => template)).toEqual([
      "template_admin_notify",
      "template_sender_ack",
    ]);
    expect(at[1]![1] - at[0]![1]).toBeGreaterThanOrEqual(1000);
  });

  it("retries an acknowledgement EmailJS answered 429 once, a second later, and says sent", async () => {
    let acks = 0;
    emailjs = interceptEmailJs((body) =>
      body.template_id === EMAILJS_ENV.EMAILJS_ADMIN_TEMPLATE_ID ? 200 : acks++ === 0 ? 429 : 200,
    );
    intercepting = true;
    expect(await sendFrom(IP, null, ravi)).toEqual({ received: true });
    expect(emailjs.requests).toHaveLength(3);
    expect((await storedMessages())[0]?.delivery).toEqual({ admin: "sent", ack: "sent" });
  });

  it("never tells the sender it failed when the shop was notified and only the acknowledgement failed", async () => {
    answerWith(200, 429);
    const failed = vi.spyOn(contactLog, "emailFailed");
    expect(await sendFrom(IP, null, ravi)).toEqual({ received: true });
    const delivery = {
      admin: "sent",
      ack: "failed",
      error: "ack: EmailJS answered 429: Too Many Requests",
    };
    expect((await storedMessages())[0]?.delivery).toEqual(delivery);
    expect(failed).toHaveBeenCalledWith(expect.any(String), delivery.error);
  });

  it("without EmailJS keys stores the message, sends nothing and logs what it would have sent", async () => {
    clearEnv();
    setEnv({ ...SHOP_ENV, EMAILJS_PRIVATE_KEY: "" });
    answerWith(200, 200);
    const skipped = vi.spyOn(contactLog, "emailSkipped");

    expect(await sendFrom(IP, null, ravi)).toEqual({ received: true });
    expect(emailjs.requests).toEqual([]);
    const stored = await storedMessages();
    expect(stored[0]?.delivery).toEqual({
      admin: "skipped",
      ack: "skipped",
      reason: "EmailJS is not configured",
    });
    expect(skipped).toHaveBeenCalledWith(
      expect.any(String),
      "EmailJS is not configured",
      expect.objectContaining({
        admin: expect.objectContaining({ from_email: "ravi@example.in" }),
        ack: expect.objectContaining({ email: "ravi@example.in" }),
      }),
    );
  });

  it("treats a half-configured EmailJS as a failure, not as the local stack", async () => {
    setEnv({ EMAILJS_PRIVATE_KEY: "" });
    answerWith(200, 200);
    const error = await sendFrom(IP, null, ravi).catch((e: unknown) => e);

    expect(error).toMatchObject({ code: "unavailable", message: EMAIL_FAILED });
    expect(emailjs.requests).toEqual([]);
    expect((await storedMessages())[0]?.delivery).toEqual({
      admin: "failed",
      ack: "failed",
      error: "EmailJS is only partly configured: EMAILJS_PRIVATE_KEY missing",
    });
  });
});
