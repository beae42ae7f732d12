import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "../../domain";
import { adminAdvanceOrder, adminCancelOrder } from "../../index";
import { placePendingOrder, usePaymentKit } from "../../payments/__tests__/paymentKit";
import {
  ORDER_AMOUNT,
  asha,
  ashasOrder,
  callAsAdmin,
  newKey,
  paidOrder,
  refusal,
  rejection,
} from "./adminKit";
import { deliver, razorpayRefunded, refund, refundEvents, storedRefunds } from "./refundKit";

const kit = usePaymentKit({ deliverWebhooks: false });

const cancel = (orderId: string, requestKey = newKey(), reason?: string) =>
  callAsAdmin(adminCancelOrder, {
    uid: asha.uid,
    orderId,
    requestKey,
    ...(reason ? { reason } : {}),
  });
const advance = (orderId: string, to: string) =>
  callAsAdmin(adminAdvanceOrder, {
    uid: asha.uid,
    orderId,
    requestKey: newKey(),
    to,
    carrier: "Delhivery",
    trackingNumber: "DL1",
  });

describe("adminCancelOrder", () => {
  it("cancels a paid order and refunds all of it", async () => {
    const { orderId, paymentId } = await paidOrder(kit);
    const answer = await cancel(orderId, newKey(), "Out of stock");

    expect(answer).toEqual({
      stage: "cancelled",
      refund: {
        refundId: expect.stringMatching(/^rfnd_/),
        amount: ORDER_AMOUNT,
        state: "processed",
      },
    });
    expect(razorpayRefunded(kit, paymentId)).toBe(ORDER_AMOUNT);
    const order = await ashasOrder(orderId);
    expect(order?.fulfilment).toMatchObject({
      stage: "cancelled",
      updatedAt: expect.any(Timestamp),
    });
    expect(order?.history).toMatchObject([
      { kind: "cancelled", by: "shop", note: "Out of stock" },
      { kind: "refund-requested", by: "shop", note: "₹798.00" },
      { kind: "refund-processed" },
    ]);
  });

  it("refunds only what is left after a partial refund (packed order)", async () => {
    const { orderId, paymentId } = await paidOrder(kit);
    await advance(orderId, "packed");
    await refund(orderId, 20000);
    const answer = await cancel(orderId);
    expect(answer.refund?.amount).toBe(ORDER_AMOUNT - 20000);
    expect(razorpayRefunded(kit, paymentId)).toBe(ORDER_AMOUNT);
  });

  it("cancels without a refund when nothing is left, and answers a repeat as it stands", async () => {
    const { orderId } = await paidOrder(kit);
    await refund(orderId, ORDER_AMOUNT);
    await kit.emulator.settled();
    const requestKey = newKey();
    expect(await cancel(orderId, requestKey)).toEqual({ stage: "cancelled" });
    expect(await cancel(orderId, requestKey)).toEqual({ stage: "cancelled" });
    expect(await cancel(orderId)).toEqual({ stage: "cancelled" });
    expect((await storedRefunds(orderId)).history).toEqual([
      "refund-requested",
      "refund-processed",
      "cancelled",
    ]);
  });

  it("retries the refund when cancelled again after Razorpay refused it", async () => {
    const { orderId, paymentId } = await paidOrder(kit);
    kit.emulator.settings.faults.failNext = 1;
    kit.emulator.settings.faults.failStatus = 400;
    expect(await rejection(cancel(orderId))).toMatchObject(
      refusal("unavailable", ADMIN_MESSAGES.refundRefused),
    );
    expect((await ashasOrder(orderId))?.fulfilment).toMatchObject({ stage: "cancelled" });
    const again = await cancel(orderId);
    expect(again.refund?.amount).toBe(ORDER_AMOUNT);
    expect(razorpayRefunded(kit, paymentId)).toBe(ORDER_AMOUNT);
  });

  it.each([["shipped"], ["delivered"]])("refuses a %s order", async (stage) => {
    const { orderId, paymentId } = await paidOrder(kit);
    for (const step of ["packed", "shipped", "delivered"]) {
      await advance(orderId, step);
      if (step === stage) break;
    }
    expect(await rejection(cancel(orderId))).toMatchObject(
      refusal("failed-precondition", ADMIN_MESSAGES.stageNotNext),
    );
    expect(razorpayRefunded(kit, paymentId)).toBe(0);
  });

  it("refuses an order that is not paid", async () => {
    const orderId = await placePendingOrder(asha);
    expect(await rejection(cancel(orderId))).toMatchObject(
      refusal("failed-precondition", ADMIN_MESSAGES.notPaid),
    );
  });

  it("records the refund e-mail once Razorpay has processed the refund", async () => {
    const { orderId } = await paidOrder(kit);
    const answer = await cancel(orderId);
    const refundId = answer.refund?.refundId ?? "";
    const events = await refundEvents(kit, refundId);
    for (const event of [...events, ...events]) await deliver(event);
    expect((await ashasOrder(orderId))?.emails).toMatchObject({
      confirmation: { outcome: "recorded" },
      [`refund:${refundId}`]: { outcome: "recorded", at: expect.any(Timestamp) },
    });
  });
});
