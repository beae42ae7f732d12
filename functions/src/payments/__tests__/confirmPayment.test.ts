import { Timestamp } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { describe, expect, it, vi } from "vitest";
import { confirmPayment, startPayment } from "../../index";
import { callAs, type TestCaller } from "../../testing/harness";
import {
  ADDRESS,
  callWebhook,
  ledgerEntries,
  payOnEmulator,
  placePendingOrder,
  usePaymentKit,
  storedOrder,
  type CheckoutAnswer,
} from "./paymentKit";

const asha: TestCaller = { uid: "asha" };
// Webhooks off: these tests deliver webhooks themselves.
const kit = usePaymentKit({ deliverWebhooks: false });

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e,
  );

/** A pending order with a Razorpay order, paid on the emulator; not yet confirmed. */
async function paidButUnconfirmed(): Promise<{ orderId: string; answer: CheckoutAnswer }> {
  const orderId = await placePendingOrder(asha);
  const { razorpayOrderId } = await callAs(startPayment, asha, { orderId, address: ADDRESS });
  return { orderId, answer: await payOnEmulator(kit, razorpayOrderId) };
}

/** One character changed, keeping the value's length and alphabet. */
function tamper(value: string): string {
  const last = value.at(-1);
  return value.slice(0, -1) + (last === "a" ? "b" : "a");
}

describe("confirmPayment", () => {
  it("marks the order paid with the spec's fields after a verified checkout", async () => {
    const { orderId, answer } = await paidButUnconfirmed();
    const result = await callAs(confirmPayment, asha, { orderId, ...answer });

    expect(result).toEqual({ status: "paid" });
    expect(await storedOrder("asha", orderId)).toMatchObject({
      status: "paid",
      paymentId: answer.razorpay_payment_id,
      paidAt: expect.any(Timestamp),
      paymentMethod: "razorpay",
      paymentStatus: "captured",
      razorpayOrderId: answer.razorpay_order_id,
      amount: 79800,
    });
  });

  it("is a no-op success the second time", async () => {
    const { orderId, answer } = await paidButUnconfirmed();
    await callAs(confirmPayment, asha, { orderId, ...answer });
    const first = await storedOrder("asha", orderId);

    await expect(callAs(confirmPayment, asha, { orderId, ...answer })).resolves.toEqual({
      status: "paid",
    });
    expect(await storedOrder("asha", orderId)).toEqual(first);
  });

  it.each<[string, (a: CheckoutAnswer) => CheckoutAnswer]>([
    ["the Razorpay order id", (a) => ({ ...a, razorpay_order_id: tamper(a.razorpay_order_id) })],
    ["the payment id", (a) => ({ ...a, razorpay_payment_id: tamper(a.razorpay_payment_id) })],
    ["the signature", (a) => ({ ...a, razorpay_signature: tamper(a.razorpay_signature) })],
  ])("never marks paid when %s is changed by one character", async (_case, change) => {
    const warn = vi.spyOn(logger, "warn");
    const { orderId, answer } = await paidButUnconfirmed();
    const before = await storedOrder("asha", orderId);

    const error = await rejection(callAs(confirmPayment, asha, { orderId, ...change(answer) }));
    expect(error).toMatchObject({
      code: "permission-denied",
      message: "Payment verification failed.",
    });
    expect(await storedOrder("asha", orderId)).toEqual(before);
    expect(warn).toHaveBeenCalledWith(
      "Checkout payment verification failed; order unchanged",
      expect.objectContaining({ uid: "asha", orderId }),
    );
  });

  it("refuses a genuine signature for another of the shopper's orders", async () => {
    const first = await paidButUnconfirmed();
    const second = await paidButUnconfirmed();
    const error = await rejection(
      callAs(confirmPayment, asha, { orderId: second.orderId, ...first.answer }),
    );
    expect(error).toMatchObject({ code: "permission-denied" });
    expect(await storedOrder("asha", second.orderId)).toMatchObject({ status: "pending" });
  });

  it("refuses a signature made with another key secret", async () => {
    const { orderId, answer } = await paidButUnconfirmed();
    const { createHmac } = await import("node:crypto");
    const forged = createHmac("sha256", "guessed-secret")
      .update(`${answer.razorpay_order_id}|${answer.razorpay_payment_id}`)
      .digest("hex");
    const error = await rejection(
      callAs(confirmPayment, asha, { orderId, ...answer, razorpay_signature: forged }),
    );
    expect(error).toMatchObject({ code: "permission-denied" });
    expect(await storedOrder("asha", orderId)).toMatchObject({ status: "pending" });
  });

  it("refuses an order that never started payment", async () => {
    const { answer } = await paidButUnconfirmed();
    const untouched = await placePendingOrder(asha);
    const error = await rejection(callAs(confirmPayment, asha, { orderId: untouched, ...answer }));
    expect(error).toMatchObject({ code: "permission-denied" });
  });

  it.each<[string, TestCaller | null, string, string]>([
    ["an anonymous caller", null, "unauthenticated", "Please log in to proceed."],
    ["another shopper", { uid: "ravi" }, "not-found", "Order not found or already paid."],
  ])("refuses %s", async (_case, caller, code, message) => {
    const { orderId, answer } = await paidButUnconfirmed();
    const error = await rejection(callAs(confirmPayment, caller, { orderId, ...answer }));
    expect(error).toMatchObject({ code, message });
    expect(await storedOrder("asha", orderId)).toMatchObject({ status: "pending" });
  });

  it("refuses input that is missing the signature", async () => {
    const { orderId, answer } = await paidButUnconfirmed();
    const error = await rejection(
      callAs(confirmPayment, asha, { orderId, ...answer, razorpay_signature: "" }),
    );
    expect(error).toMatchObject({ code: "invalid-argument" });
  });

  it("racing the webhooks gives one consistent paid order and one transition", async () => {
    const info = vi.spyOn(logger, "info");
    const { orderId, answer } = await paidButUnconfirmed();
    const events = kit.emulator.webhooks.events;
    expect(events.map((e) => e.event)).toEqual(
      expect.arrayContaining(["payment.captured", "order.paid"]),
    );

    const [confirmed, ...hooks] = await Promise.all([
      callAs(confirmPayment, asha, { orderId, ...answer }),
      ...events.map((e) =>
        callWebhook(e.body, { "x-razorpay-signature": e.signature, "x-razorpay-event-id": e.id }),
      ),
    ]);

    expect(confirmed).toEqual({ status: "paid" });
    expect(hooks.map((h) => h.status)).toEqual(events.map(() => 200));
    const transitions = info.mock.calls.filter(([message]) => message === "Order marked paid");
    expect(transitions).toHaveLength(1);
    expect(await storedOrder("asha", orderId)).toMatchObject({
      status: "paid",
      paymentId: answer.razorpay_payment_id,
      paymentStatus: "captured",
    });
    // payment.authorized, when it lands first, only notes the payment being confirmed.
    expect((await storedOrder("asha", orderId))?.paymentConfirming).toBeUndefined();
    const outcomes = (await ledgerEntries()).map((e) => e.outcome).sort();
    expect(outcomes).toHaveLength(events.length);
    expect(outcomes.filter((o) => o !== "already-paid" && o !== "confirming")).toEqual(
      outcomes.includes("marked-paid") ? ["marked-paid"] : [],
    );
  });
});
