import { Timestamp } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { describe, expect, it, vi } from "vitest";
import { reconcilePayments, startPayment } from "../../index";
import { db } from "../../lib/firestore";
import { callAs, type TestCaller } from "../../testing/harness";
import { reconcilePendingPayments } from "../reconcilePayments";
import {
  ADDRESS,
  payOnEmulator,
  placePendingOrder,
  startedOrder,
  usePaymentKit,
  storedOrder,
} from "./paymentKit";
import { firestorePaths } from "../../domain";

const asha: TestCaller = { uid: "asha" };
const ravi: TestCaller = { uid: "ravi" };
const TEN_MINUTES_LATER = () => new Date(Date.now() + 10 * 60_000);
// Webhooks off: the lost webhook the reconciler exists for.
const kit = usePaymentKit({ deliverWebhooks: false });

describe("reconcilePendingPayments", () => {
  it("marks a captured-but-unconfirmed order paid and leaves unpaid ones pending", async () => {
    const paid = await startedOrder(asha);
    const answer = await payOnEmulator(kit, paid.razorpayOrderId);
    const failed = await startedOrder(asha);
    await payOnEmulator(kit, failed.razorpayOrderId, "failure");
    const abandoned = await startedOrder(ravi);
    const neverStarted = await placePendingOrder(ravi);
    const untouched = await storedOrder("ravi", neverStarted);

    const summary = await reconcilePendingPayments({ now: TEN_MINUTES_LATER() });

    expect(summary).toEqual({
      checked: 3,
      markedPaid: 1,
      notCaptured: 2,
      confirming: 0,
      unchanged: 0,
      failed: 0,
      gaveUp: 0,
      unfinished: false,
    });
    expect(await storedOrder("asha", paid.orderId)).toMatchObject({
      status: "paid",
      paymentId: answer.razorpay_payment_id,
      paidAt: expect.any(Timestamp),
      paymentMethod: "razorpay",
      paymentStatus: "captured",
    });
    expect(await storedOrder("asha", failed.orderId)).toMatchObject({ status: "pending" });
    expect(await storedOrder("ravi", abandoned.orderId)).toMatchObject({ status: "pending" });
    expect(await storedOrder("ravi", neverStarted)).toEqual(untouched);
  });

  it("leaves orders younger than a few minutes to checkout and the webhook", async () => {
    const paid = await startedOrder(asha);
    await payOnEmulator(kit, paid.razorpayOrderId);

    const summary = await reconcilePendingPayments({ now: new Date() });
    expect(summary.checked).toBe(0);
    expect(await storedOrder("asha", paid.orderId)).toMatchObject({ status: "pending" });
  });

  it("does not mark paid when the captured amount differs from the stored one", async () => {
    const error = vi.spyOn(logger, "error");
    const paid = await startedOrder(asha);
    await payOnEmulator(kit, paid.razorpayOrderId);
    await db().doc(firestorePaths.userOrder("asha", paid.orderId)).update({ amount: 99900 });

    const summary = await reconcilePendingPayments({ now: TEN_MINUTES_LATER() });
    expect(summary).toMatchObject({ checked: 1, markedPaid: 0, unchanged: 1 });
    expect(await storedOrder("asha", paid.orderId)).toMatchObject({ status: "pending" });
    expect(error).toHaveBeenCalledWith(
      "Payment refused: not applied to the order",
      expect.objectContaining({ outcome: "amount-mismatch", via: "reconciler" }),
    );
  });

  it("carries on past an order Razorpay cannot answer for", async () => {
    const first = await startedOrder(asha);
    const second = await startedOrder(asha);
    await payOnEmulator(kit, first.razorpayOrderId);
    await payOnEmulator(kit, second.razorpayOrderId);
    kit.emulator.settings.faults.failNext = 1;

    const summary = await reconcilePendingPayments({ now: TEN_MINUTES_LATER() });
    expect(summary).toMatchObject({ checked: 2, markedPaid: 1, failed: 1 });
    // The one Razorpay could not answer for is looked at again five minutes on.
    const soon = await reconcilePendingPayments({ now: TEN_MINUTES_LATER() });
    expect(soon).toMatchObject({ checked: 0 });
    const next = await reconcilePendingPayments({ now: new Date(Date.now() + 16 * 60_000) });
    expect(next).toMatchObject({ checked: 1, markedPaid: 1, failed: 0 });
  });

  it("runs as the scheduled reconcilePayments function", async () => {
    const paid = await startedOrder(asha);
    await payOnEmulator(kit, paid.razorpayOrderId);
    await db()
      .doc(firestorePaths.userOrder("asha", paid.orderId))
      .update({
        createdAt: Timestamp.fromMillis(Date.now() - 6 * 60_000),
        nextPaymentCheckAt: Timestamp.fromMillis(Date.now() - 60_000),
      });

    await reconcilePayments.run({ scheduleTime: new Date().toISOString(), jobName: "test" });
    expect(await storedOrder("asha", paid.orderId)).toMatchObject({ status: "paid" });
  });

  it("stops saying 'confirming' once Razorpay holds no authorised payment, so the shopper can pay again", async () => {
    const { orderId, razorpayOrderId } = await startedOrder(asha);
    await payOnEmulator(kit, razorpayOrderId, "failure");
    // As if confirm had seen the authorisation, which Razorpay then let go uncaptured.
    await db()
      .doc(firestorePaths.userOrder("asha", orderId))
      .update({ paymentConfirming: { paymentId: "pay_Gone0000000001", since: Timestamp.now() } });

    const summary = await reconcilePendingPayments({ now: TEN_MINUTES_LATER() });

    expect(summary).toMatchObject({ checked: 1, notCaptured: 1 });
    const stored = await storedOrder("asha", orderId);
    expect(stored).toMatchObject({ status: "pending" });
    expect(stored).not.toHaveProperty("paymentConfirming");
    await expect(callAs(startPayment, asha, { orderId, address: ADDRESS })).resolves.toMatchObject({
      razorpayOrderId,
    });
  });
});
