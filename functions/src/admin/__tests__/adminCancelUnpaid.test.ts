import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { ADMIN_MESSAGES, firestorePaths } from "../../domain";
import { adminCancelOrder } from "../../index";
import { db } from "../../lib/firestore";
import {
  payOnEmulator,
  placePendingOrder,
  startedOrder,
  usePaymentKit,
} from "../../payments/__tests__/paymentKit";
import { asha, ashasOrder, callAsAdmin, newKey, paidOrder, refusal, rejection } from "./adminKit";
import { razorpayRefunded } from "./refundKit";

const kit = usePaymentKit({ deliverWebhooks: false });

const cancelUnpaid = (orderId: string, requestKey = newKey(), reason?: string) =>
  callAsAdmin(adminCancelOrder, {
    uid: asha.uid,
    orderId,
    requestKey,
    unpaid: true,
    ...(reason ? { reason } : {}),
  });

/** The stored order's update time: unchanged means nothing was written. */
const updateTime = async (orderId: string) =>
  (await db().doc(firestorePaths.userOrder(asha.uid, orderId)).get()).updateTime?.toMillis();

describe("adminCancelOrder with unpaid: true", () => {
  it("closes an unpaid order as cancelled, with one history entry", async () => {
    const { orderId } = await startedOrder(asha);
    const before = await ashasOrder(orderId);
    expect(await cancelUnpaid(orderId, newKey(), "Customer asked")).toEqual({
      stage: "cancelled",
    });
    const order = await ashasOrder(orderId);
    expect(order?.status).toBe("pending");
    expect(order?.closed).toEqual({ reason: "cancelled", at: expect.any(Timestamp) });
    expect(order?.fulfilment).toBeUndefined();
    expect(order?.history).toEqual([
      ...(before?.history ?? []),
      {
        kind: "cancelled",
        at: expect.any(Timestamp),
        by: "shop",
        note: "Customer asked",
        requestKey: expect.any(String),
      },
    ]);
  });

  it("a double click, or a second operator, closes it once", async () => {
    const orderId = await placePendingOrder(asha);
    const requestKey = newKey();
    await Promise.all([cancelUnpaid(orderId, requestKey), cancelUnpaid(orderId, requestKey)]);
    const written = await updateTime(orderId);
    expect(await cancelUnpaid(orderId)).toEqual({ stage: "cancelled" });
    expect(await updateTime(orderId)).toBe(written);
    const kinds = ((await ashasOrder(orderId))?.history as Array<{ kind: string }>).map(
      (e) => e.kind,
    );
    expect(kinds.filter((kind) => kind === "cancelled")).toHaveLength(1);
  });

  it("refuses a paid order, refunds nothing and writes nothing", async () => {
    const { orderId, paymentId } = await paidOrder(kit);
    const written = await updateTime(orderId);
    expect(await rejection(cancelUnpaid(orderId))).toMatchObject(
      refusal("failed-precondition", ADMIN_MESSAGES.paidNotClosable),
    );
    expect(await updateTime(orderId)).toBe(written);
    expect(razorpayRefunded(kit, paymentId)).toBe(0);
    expect((await ashasOrder(orderId))?.closed).toBeNull();
  });

  it("refuses an order closed for another reason, writing nothing", async () => {
    const orderId = await placePendingOrder(asha);
    const ref = db().doc(firestorePaths.userOrder(asha.uid, orderId));
    await ref.update({ closed: { reason: "expired", at: Timestamp.now() } });
    const written = await updateTime(orderId);
    expect(await rejection(cancelUnpaid(orderId))).toMatchObject(
      refusal("failed-precondition", ADMIN_MESSAGES.alreadyClosed),
    );
    expect(await updateTime(orderId)).toBe(written);
  });

  it("refuses while an authorised payment is being confirmed, writing nothing", async () => {
    const orderId = await placePendingOrder(asha);
    const ref = db().doc(firestorePaths.userOrder(asha.uid, orderId));
    await ref.update({ paymentConfirming: { paymentId: "pay_1", since: Timestamp.now() } });
    const written = await updateTime(orderId);
    expect(await rejection(cancelUnpaid(orderId))).toMatchObject(
      refusal("failed-precondition", ADMIN_MESSAGES.paymentInFlight),
    );
    expect(await updateTime(orderId)).toBe(written);
  });

  it("refuses when Razorpay holds an authorised payment the shop has not heard of", async () => {
    const { orderId, razorpayOrderId } = await startedOrder(asha);
    kit.emulator.settings.payments.capture = "manual";
    await payOnEmulator(kit, razorpayOrderId); // no confirmation, no webhook reached the shop
    const written = await updateTime(orderId);
    expect(await rejection(cancelUnpaid(orderId))).toMatchObject(
      refusal("failed-precondition", ADMIN_MESSAGES.paymentInFlight),
    );
    expect(await updateTime(orderId)).toBe(written);
  });

  it("refuses when Razorpay cannot be asked, writing nothing", async () => {
    const { orderId } = await startedOrder(asha);
    kit.emulator.settings.faults.failNext = 1;
    kit.emulator.settings.faults.failStatus = 500;
    const written = await updateTime(orderId);
    expect(await rejection(cancelUnpaid(orderId))).toMatchObject(
      refusal("failed-precondition", ADMIN_MESSAGES.paymentCheckFailed),
    );
    expect(await updateTime(orderId)).toBe(written);
    expect((await ashasOrder(orderId))?.closed).toBeNull();
  });
});
