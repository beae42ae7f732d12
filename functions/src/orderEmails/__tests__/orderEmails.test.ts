import { Timestamp } from "firebase-admin/firestore";
import { afterEach, describe, expect, it } from "vitest";
import { confirmPayment } from "../../index";
import { db } from "../../lib/firestore";
import { firestorePaths } from "../../domain";
import { callAs, type TestCaller } from "../../testing/harness";
import { interceptEmailJs } from "../../contact/__tests__/emailjsIntercept";
import { EMAILJS_ENV, setEnv } from "../../contact/__tests__/contactTesting";
import { reconcilePendingPayments } from "../../payments/reconcilePayments";
import {
  callWebhook,
  payOnEmulator,
  startedOrder,
  storedOrder,
  usePaymentKit,
} from "../../payments/__tests__/paymentKit";

const asha: TestCaller = { uid: "asha" };
const kit = usePaymentKit({ deliverWebhooks: false });
const ORDER_ENV = {
  ...EMAILJS_ENV,
  EMAILJS_ORDER_CONFIRMATION_TEMPLATE_ID: "template_order_confirmed",
  EMAILJS_ORDER_SHIPPED_TEMPLATE_ID: "template_order_shipped",
  EMAILJS_REFUND_TEMPLATE_ID: "template_refund",
};
afterEach(() => {
  for (const name of Object.keys(ORDER_ENV)) delete process.env[name];
});

const orderDoc = (orderId: string) => db().doc(firestorePaths.userOrder(asha.uid, orderId));
const emailsOf = async (orderId: string) =>
  ((await storedOrder(asha.uid, orderId))?.emails ?? {}) as Record<string, Record<string, unknown>>;

/** Paid on the emulator; each path that can tell the shop (confirm, webhooks, reconciler) then tells it. */
async function paidEverywhere() {
  const { orderId, razorpayOrderId } = await startedOrder(asha);
  await orderDoc(orderId).update({ customerEmail: "asha@example.in" });
  const answer = await payOnEmulator(kit, razorpayOrderId);
  // The reconciler first (the shopper's tab closed), then the late confirm and webhooks.
  await reconcilePendingPayments({ now: new Date(Date.now() + 10 * 60_000) });
  await callAs(confirmPayment, asha, { orderId, ...answer });
  await kit.emulator.settled();
  for (const e of kit.emulator.webhooks.events) {
    await callWebhook(e.body, { "x-razorpay-signature": e.signature, "x-razorpay-event-id": e.id });
  }
  return orderId;
}

describe("the order confirmation e-mail", () => {
  it("is recorded once, not sent, where EmailJS is not configured (the local stack)", async () => {
    const orderId = await paidEverywhere();
    expect(await emailsOf(orderId)).toEqual({
      confirmation: { outcome: "recorded", at: expect.any(Timestamp) },
    });
  });

  it("is sent once through EmailJS, whichever paths find the order paid", async () => {
    setEnv(ORDER_ENV);
    const emailjs = interceptEmailJs(() => 200);
    const orderId = await paidEverywhere();

    expect(emailjs.requests).toHaveLength(1);
    expect(emailjs.requests[0]?.body).toMatchObject({
      service_id: ORDER_ENV.EMAILJS_SERVICE_ID,
      template_id: ORDER_ENV.EMAILJS_ORDER_CONFIRMATION_TEMPLATE_ID,
      template_params: {
        to_email: "asha@example.in",
        order_id: orderId,
        amount: "₹798.00",
        title: `Order ${orderId} confirmed`,
      },
    });
    expect((await emailsOf(orderId)).confirmation).toEqual({
      outcome: "sent",
      at: expect.any(Timestamp),
    });
  });

  it("records a failed send once, with EmailJS's answer, and the order stays paid", async () => {
    setEnv(ORDER_ENV);
    const emailjs = interceptEmailJs(() => 429);
    const orderId = await paidEverywhere();
    expect(emailjs.requests).toHaveLength(1);
    expect(await storedOrder(asha.uid, orderId)).toMatchObject({ status: "paid" });
    expect((await emailsOf(orderId)).confirmation).toMatchObject({
      outcome: "failed",
      error: "EmailJS answered 429: Too Many Requests",
    });
  });

  it("is retried after a crashed attempt's lease ran out, and not while it holds", async () => {
    setEnv(ORDER_ENV);
    const emailjs = interceptEmailJs(() => 200);
    const { orderId, razorpayOrderId } = await startedOrder(asha);
    const answer = await payOnEmulator(kit, razorpayOrderId);
    await orderDoc(orderId).update({
      customerEmail: "asha@example.in",
      "emails.confirmation": {
        outcome: "sending",
        at: Timestamp.now(),
        leaseUntil: Timestamp.fromMillis(Date.now() + 60_000),
        token: "the-crashed-attempt",
      },
    });
    await callAs(confirmPayment, asha, { orderId, ...answer });
    expect(emailjs.requests).toHaveLength(0);
    expect((await emailsOf(orderId)).confirmation).toMatchObject({ outcome: "sending" });

    await orderDoc(orderId).update({
      "emails.confirmation.leaseUntil": Timestamp.fromMillis(Date.now() - 1000),
    });
    // Razorpay's webhook, a later path that finds the order paid, takes it over.
    await kit.emulator.settled();
    const [captured] = kit.emulator.webhooks.events;
    if (!captured) throw new Error("no payment.captured event");
    await callWebhook(captured.body, {
      "x-razorpay-signature": captured.signature,
      "x-razorpay-event-id": captured.id,
    });
    expect(emailjs.requests).toHaveLength(1);
    expect((await emailsOf(orderId)).confirmation).toMatchObject({ outcome: "sent" });
  });
});
