/**
 * Finding 4: a checkout signature is not a capture. Razorpay signs at
 * authorisation; with manual capture, a capture still to come, or Razorpay
 * out of reach, the order must not say paid until the money is captured, and
 * the shopper is told the payment is being confirmed.
 */
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it, vi } from "vitest";
import { confirmPayment, startPayment } from "../../index";
import { callAs, type TestCaller } from "../../testing/harness";
import { reconcilePendingPayments } from "../reconcilePayments";
import {
  ADDRESS,
  callWebhook,
  payOnEmulator,
  placePendingOrder,
  usePaymentKit,
  storedOrder,
} from "./paymentKit";

const asha: TestCaller = { uid: "asha" };
// Webhooks off: each test delivers what it needs.
const kit = usePaymentKit({ deliverWebhooks: false });

/** An order whose payment Razorpay has authorised (per the capture mode set), not yet confirmed. */
async function authorisedOrder() {
  const orderId = await placePendingOrder(asha);
  const { razorpayOrderId } = await callAs(startPayment, asha, { orderId, address: ADDRESS });
  const answer = await payOnEmulator(kit, razorpayOrderId);
  return { orderId, razorpayOrderId, answer };
}

const paymentOnEmulator = (id: string) => kit.emulator.store.payments.get(id);

describe("confirmPayment is paid only on a captured payment", () => {
  it("captures a manually-captured payment itself, then marks the order paid", async () => {
    kit.emulator.settings.payments.capture = "manual";
    const { orderId, answer } = await authorisedOrder();
    expect(paymentOnEmulator(answer.razorpay_payment_id)?.status).toBe("authorized");

    const result = await callAs(confirmPayment, asha, { orderId, ...answer });

    expect(result).toEqual({ status: "paid" });
    expect(paymentOnEmulator(answer.razorpay_payment_id)?.status).toBe("captured");
    const stored = await storedOrder("asha", orderId);
    expect(stored).toMatchObject({ status: "paid", paymentStatus: "captured" });
    expect(stored).not.toHaveProperty("paymentConfirming");
    expect(stored).not.toHaveProperty("nextPaymentCheckAt");
  });

  it("answers 'confirming' and leaves the order pending when Razorpay cannot be asked", async () => {
    kit.emulator.settings.payments.capture = "manual";
    const { orderId, answer } = await authorisedOrder();
    kit.emulator.settings.faults.failNext = 1; // Razorpay's API answers 500 once

    const result = await callAs(confirmPayment, asha, { orderId, ...answer });

    expect(result).toEqual({ status: "confirming" });
    expect(paymentOnEmulator(answer.razorpay_payment_id)?.status).toBe("authorized");
    expect(await storedOrder("asha", orderId)).toMatchObject({
      status: "pending",
      paymentConfirming: { paymentId: answer.razorpay_payment_id, since: expect.any(Timestamp) },
    });
    expect(await storedOrder("asha", orderId)).not.toHaveProperty("paymentId");

    // The reconciler finishes it: captured at Razorpay, paid in the shop.
    const summary = await reconcilePendingPayments({ now: new Date(Date.now() + 2 * 60_000) });
    expect(summary).toMatchObject({ checked: 1, markedPaid: 1 });
    expect(paymentOnEmulator(answer.razorpay_payment_id)?.status).toBe("captured");
    const paid = await storedOrder("asha", orderId);
    expect(paid).toMatchObject({ status: "paid", paymentId: answer.razorpay_payment_id });
    expect(paid).not.toHaveProperty("paymentConfirming");
  });

  it("with delayed auto-capture, turns paid on Razorpay's payment.captured webhook", async () => {
    kit.emulator.settings.payments.capture = "delayed";
    kit.emulator.settings.payments.captureDelayMs = 1500; // captured after the shopper confirms
    const { orderId, answer } = await authorisedOrder();
    kit.emulator.settings.faults.failNext = 1; // and Razorpay is briefly unreachable

    await expect(callAs(confirmPayment, asha, { orderId, ...answer })).resolves.toEqual({
      status: "confirming",
    });
    expect(await storedOrder("asha", orderId)).toMatchObject({ status: "pending" });

    const captured = await vi.waitFor(
      () => {
        const event = kit.emulator.webhooks.events.find((e) => e.event === "payment.captured");
        if (!event) throw new Error("Razorpay has not captured yet");
        return event;
      },
      { timeout: 5000, interval: 100 },
    );
    const delivery = await callWebhook(captured.body, {
      "x-razorpay-signature": captured.signature,
      "x-razorpay-event-id": captured.id,
    });

    expect(delivery.status).toBe(200);
    expect(await storedOrder("asha", orderId)).toMatchObject({
      status: "paid",
      paymentId: answer.razorpay_payment_id,
      paymentStatus: "captured",
    });
  });

  it("never marks paid on a payment.authorized webhook: confirming, then the reconciler captures", async () => {
    kit.emulator.settings.payments.capture = "manual";
    const { orderId, answer } = await authorisedOrder();
    const authorised = kit.emulator.webhooks.events.find((e) => e.event === "payment.authorized");
    if (!authorised) throw new Error("no payment.authorized event");

    const delivery = await callWebhook(authorised.body, {
      "x-razorpay-signature": authorised.signature,
      "x-razorpay-event-id": authorised.id,
    });

    expect(delivery).toMatchObject({ status: 200, body: { outcome: "confirming" } });
    expect(paymentOnEmulator(answer.razorpay_payment_id)?.status).toBe("authorized");
    expect(await storedOrder("asha", orderId)).toMatchObject({
      status: "pending",
      paymentConfirming: { paymentId: answer.razorpay_payment_id },
    });

    await reconcilePendingPayments({ now: new Date(Date.now() + 2 * 60_000) });
    expect(paymentOnEmulator(answer.razorpay_payment_id)?.status).toBe("captured");
    expect(await storedOrder("asha", orderId)).toMatchObject({ status: "paid" });
  });

  it("refuses to start a second payment while one is being confirmed", async () => {
    kit.emulator.settings.payments.capture = "manual";
    const { orderId, answer } = await authorisedOrder();
    kit.emulator.settings.faults.failNext = 1;
    await callAs(confirmPayment, asha, { orderId, ...answer });

    const error = await callAs(startPayment, asha, { orderId, address: ADDRESS }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({
      code: "failed-precondition",
      message:
        "Payment received. We are confirming it with your bank; this page updates by itself.",
    });
    expect(kit.emulator.store.orders.size).toBe(1);
  });
});
