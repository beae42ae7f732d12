import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "../../domain";
import { placePendingOrder, usePaymentKit } from "../../payments/__tests__/paymentKit";
import { ORDER_AMOUNT, OPERATOR, asha, newKey, paidOrder, refusal, rejection } from "./adminKit";
import { createRefund, refundIdempotencyKey } from "../../payments/razorpayClient";
import { recordRefund } from "../../payments/refundRecords";
import { holdRefund } from "../refundOrder";
import { deliver, razorpayRefunded, refund, refundEvents, storedRefunds } from "./refundKit";

const kit = usePaymentKit({ deliverWebhooks: false });

describe("adminRefundOrder", () => {
  it("refunds part of a paid order through Razorpay and records it pending", async () => {
    // Razorpay answers most refunds processed at once; this one it is still processing.
    kit.emulator.settings.refunds.delayMs = 50;
    const { orderId, paymentId } = await paidOrder(kit);
    const answer = await refund(orderId, 30000, newKey(), "Damaged lid");

    expect(answer).toEqual({
      refundId: expect.stringMatching(/^rfnd_/),
      amount: 30000,
      state: "pending",
    });
    expect(razorpayRefunded(kit, paymentId)).toBe(30000);
    const { refunds, holds, history, refundedAmount } = await storedRefunds(orderId);
    expect(refundedAmount).toBe(0); // pending: nothing given back yet
    expect(refunds[answer.refundId]).toEqual({
      refundId: answer.refundId,
      amount: 30000,
      state: "pending",
      requestedBy: "shop", // never the operator's uid: the shopper reads this document
      requestedAt: expect.any(Timestamp),
      reason: "Damaged lid",
      requestKey: expect.any(String),
    });
    expect(holds).toEqual({});
    expect(history).toEqual(["refund-requested"]);
  });

  it("refunds the whole amount, then refuses anything more", async () => {
    const { orderId, paymentId } = await paidOrder(kit);
    await refund(orderId, ORDER_AMOUNT);
    expect(razorpayRefunded(kit, paymentId)).toBe(ORDER_AMOUNT);
    expect(await rejection(refund(orderId, 100))).toMatchObject(
      refusal("failed-precondition", ADMIN_MESSAGES.nothingToRefund),
    );
  });

  it("refuses more than is left, asking Razorpay nothing", async () => {
    const { orderId, paymentId } = await paidOrder(kit);
    await refund(orderId, 50000);
    expect(await rejection(refund(orderId, ORDER_AMOUNT - 50000 + 1))).toMatchObject(
      refusal("failed-precondition", ADMIN_MESSAGES.refundTooLarge),
    );
    expect(razorpayRefunded(kit, paymentId)).toBe(50000);
    expect((await storedRefunds(orderId)).holds).toEqual({});
  });

  it("refuses an order that is not paid", async () => {
    const orderId = await placePendingOrder(asha);
    expect(await rejection(refund(orderId, 100))).toMatchObject(
      refusal("failed-precondition", ADMIN_MESSAGES.notPaid),
    );
  });

  it("makes one refund for a double click (the same request key)", async () => {
    const { orderId, paymentId } = await paidOrder(kit);
    const requestKey = newKey();
    const first = await refund(orderId, 20000, requestKey);
    const second = await refund(orderId, 20000, requestKey);
    expect(second).toEqual(first);
    expect(razorpayRefunded(kit, paymentId)).toBe(20000);
    expect(Object.keys((await storedRefunds(orderId)).refunds)).toEqual([first.refundId]);
  });

  it("never lets two parallel refunds together exceed the amount paid", async () => {
    const { orderId, paymentId } = await paidOrder(kit);
    kit.emulator.settings.faults.latencyMs = 300;
    const results = await Promise.allSettled([refund(orderId, 50000), refund(orderId, 50000)]);
    kit.emulator.settings.faults.latencyMs = 0;

    const refused = results.filter((r) => r.status === "rejected");
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(refused.map((r) => (r as PromiseRejectedResult).reason)).toMatchObject([
      refusal("failed-precondition", ADMIN_MESSAGES.refundTooLarge),
    ]);
    expect(razorpayRefunded(kit, paymentId)).toBe(50000);
  });

  it("frees the held amount when Razorpay refuses the refund", async () => {
    const { orderId, paymentId } = await paidOrder(kit);
    kit.emulator.settings.faults.failNext = 1;
    kit.emulator.settings.faults.failStatus = 400;
    expect(await rejection(refund(orderId, ORDER_AMOUNT))).toMatchObject(
      refusal("unavailable", ADMIN_MESSAGES.refundRefused),
    );
    expect((await storedRefunds(orderId)).holds).toEqual({});
    await refund(orderId, ORDER_AMOUNT);
    expect(razorpayRefunded(kit, paymentId)).toBe(ORDER_AMOUNT);
  });

  it("keeps the amount held when Razorpay does not answer (it may have made the refund)", async () => {
    const { orderId } = await paidOrder(kit);
    kit.emulator.settings.faults.failNext = 1;
    kit.emulator.settings.faults.failStatus = 503;
    expect(await rejection(refund(orderId, 60000))).toMatchObject(
      refusal("unavailable", ADMIN_MESSAGES.refundRefused),
    );
    expect(Object.values((await storedRefunds(orderId)).holds)).toMatchObject([{ amount: 60000 }]);
    expect(await rejection(refund(orderId, 60000))).toMatchObject(
      refusal("failed-precondition", ADMIN_MESSAGES.refundTooLarge),
    );
  });
});

describe("refund webhooks", () => {
  it("settles the refund when refund.processed arrives after the callable answered", async () => {
    const { orderId } = await paidOrder(kit);
    const { refundId } = await refund(orderId, 30000);
    const events = await refundEvents(kit, refundId);
    expect(events.map((e) => e.event)).toEqual(["refund.created", "refund.processed"]);
    for (const event of [...events, ...events]) expect((await deliver(event)).status).toBe(200);

    const { refunds, history, refundedAmount } = await storedRefunds(orderId);
    expect(refunds[refundId]).toMatchObject({
      state: "processed",
      settledAt: expect.any(Timestamp),
    });
    expect(refundedAmount).toBe(30000);
    expect(history).toEqual(["refund-requested", "refund-processed"]);
  });

  it("ends the same when the webhooks arrive before the callable's own write", async () => {
    const { orderId, paymentId } = await paidOrder(kit);
    const requestKey = newKey();
    // The callable's steps, with Razorpay's webhooks delivered between its
    // request to Razorpay and its write of the answer.
    const operator = { uid: OPERATOR, name: "Olga" };
    const hold = await holdRefund(asha.uid, orderId, { requestKey, amount: 30000 }, operator);
    expect(hold).toEqual({ kind: "held", amount: 30000, paymentId });
    const made = await createRefund(
      {
        paymentId,
        amount: 30000,
        idempotencyKey: refundIdempotencyKey(asha.uid, orderId, requestKey),
        notes: { orderId, requestKey, requestedBy: OPERATOR },
      },
      5000,
    );
    for (const event of await refundEvents(kit, made.id)) await deliver(event);
    const early = await storedRefunds(orderId);
    // The notes name the operator to Razorpay; the order says only "shop".
    expect(early.refunds[made.id]).toMatchObject({ state: "processed", requestedBy: "shop" });
    expect(early.holds).toEqual({});
    expect(early.refundedAmount).toBe(30000);

    const late = await recordRefund({ uid: asha.uid, orderId }, made, { requestKey, by: "shop" });
    expect(late).toMatchObject({ refundId: made.id, state: "processed" });
    const { refunds, history, holds, refundedAmount } = await storedRefunds(orderId);
    expect(refunds[made.id]).toMatchObject({ amount: 30000, state: "processed", requestKey });
    expect(refundedAmount).toBe(30000);
    expect(history).toEqual(["refund-requested", "refund-processed"]);
    expect(holds).toEqual({});
    // The same click again answers the refund as it stands.
    expect(await refund(orderId, 30000, requestKey)).toEqual({
      refundId: made.id,
      amount: 30000,
      state: "processed",
    });
  });

  it("refund.failed gives the amount back to refund, and a settled state never changes", async () => {
    const { orderId, paymentId } = await paidOrder(kit);
    kit.emulator.settings.refunds.outcome = "failed";
    const { refundId } = await refund(orderId, ORDER_AMOUNT);
    const events = await refundEvents(kit, refundId);
    expect(events.map((e) => e.event)).toEqual(["refund.created", "refund.failed"]);
    // Out of order: the failure first, then the creation, then the failure again.
    for (const event of [events[1], events[0], events[1]]) if (event) await deliver(event);
    const { refunds, history, refundedAmount } = await storedRefunds(orderId);
    expect(refunds[refundId]).toMatchObject({ state: "failed", settledAt: expect.any(Timestamp) });
    expect(refundedAmount).toBe(0);
    expect(history).toEqual(["refund-requested", "refund-failed"]);

    kit.emulator.settings.refunds.outcome = "processed";
    const again = await refund(orderId, ORDER_AMOUNT);
    expect(again.amount).toBe(ORDER_AMOUNT);
    expect(razorpayRefunded(kit, paymentId)).toBe(ORDER_AMOUNT);
  });
});
