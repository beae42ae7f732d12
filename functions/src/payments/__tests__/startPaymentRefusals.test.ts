import { describe, expect, it } from "vitest";
import { firestorePaths } from "../../domain";
import { startPayment } from "../../index";
import { db } from "../../lib/firestore";
import { callAs, type TestCaller } from "../../testing/harness";
import { ADDRESS, placePendingOrder, storedOrder, usePaymentKit } from "./paymentKit";

// startPayment's refusals, each leaving the order as it was and Razorpay unasked.
const asha: TestCaller = { uid: "asha", email: "asha@example.in" };
const kit = usePaymentKit({ deliverWebhooks: false });

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e,
  );

describe("startPayment refuses", () => {
  it("refuses an order id that is not one", async () => {
    const error = await rejection(callAs(startPayment, asha, { orderId: "x", address: ADDRESS }));
    expect(error).toMatchObject({
      code: "invalid-argument",
      message: "No order ID found. Please go back to your cart.",
    });
  });

  it("refuses a paid order", async () => {
    const orderId = await placePendingOrder(asha);
    await db().doc(firestorePaths.userOrder("asha", orderId)).update({ status: "paid" });
    const error = await rejection(callAs(startPayment, asha, { orderId, address: ADDRESS }));
    expect(error).toMatchObject({
      code: "failed-precondition",
      message: "Order not found or already paid.",
    });
    expect(kit.emulator.store.orders.size).toBe(0);
  });

  it("refuses an order with no items", async () => {
    const orderId = await placePendingOrder(asha);
    await db().doc(firestorePaths.userOrder("asha", orderId)).update({ items: [] });
    const error = await rejection(callAs(startPayment, asha, { orderId, address: ADDRESS }));
    expect(error).toMatchObject({
      code: "failed-precondition",
      message: "No order found to place.",
    });
    expect(kit.emulator.store.orders.size).toBe(0);
  });

  it("answers 'Could not start payment' and stores nothing when Razorpay fails", async () => {
    const orderId = await placePendingOrder(asha);
    const before = await storedOrder("asha", orderId);
    kit.emulator.settings.faults.failNext = 1;

    const error = await rejection(callAs(startPayment, asha, { orderId, address: ADDRESS }));
    expect(error).toMatchObject({
      code: "internal",
      message: "Could not start payment. Please try again.",
    });
    expect(await storedOrder("asha", orderId)).toEqual(before);
    // and the next try goes through
    await expect(callAs(startPayment, asha, { orderId, address: ADDRESS })).resolves.toMatchObject({
      orderId,
    });
  });
});
