/**
 * A closed order (superseded by a newer one from the same cart, or expired)
 * starts no payment and writes nothing; money Razorpay captures for it anyway
 * still marks it paid (issue 25).
 */
import { Timestamp } from "firebase-admin/firestore";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PAYMENT_MESSAGES, firestorePaths } from "../../domain";
import { confirmPayment, placeOrder, startPayment } from "../../index";
import { db } from "../../lib/firestore";
import { callAs, pathsBesideCallCounters, type TestCaller } from "../../testing/harness";
import { reconcilePendingPayments } from "../reconcilePayments";
import { ADDRESS, payOnEmulator, storedOrder, usePaymentKit } from "./paymentKit";

const asha: TestCaller = { uid: "asha", email: "asha@example.in" };
const kit = usePaymentKit({ deliverWebhooks: false });

/** Proceed to Payment from a cart holding `quantity` Smart Controllers. */
async function placePendingOrder(caller: TestCaller, quantity: number) {
  const items = [{ productId: "semiAutomatic-1", variantKey: "Motar_Compatible", quantity }];
  const placed = await callAs(placeOrder, caller, {
    items,
    requestId: randomUUID(),
    source: "cart",
  });
  return placed.orderId;
}

/** Proceed to Payment, then Pay: the order has its Razorpay order. */
async function startedOrder(caller: TestCaller) {
  const orderId = await placePendingOrder(caller, 2);
  const { razorpayOrderId } = await callAs(startPayment, caller, { orderId, address: ADDRESS });
  return { orderId, razorpayOrderId };
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e,
  );

/** Everything stored, with each document's update time: proof that nothing was written. */
async function everything() {
  const paths = await pathsBesideCallCounters();
  const docs = await Promise.all(paths.map((path) => db().doc(path).get()));
  return docs.map((doc) => [doc.ref.path, doc.updateTime?.toMillis()]);
}

async function refusedWithNothingWritten(orderId: string) {
  const before = await everything();
  const razorpayOrders = kit.emulator.store.orders.size;

  const error = await rejection(callAs(startPayment, asha, { orderId, address: ADDRESS }));

  expect(error).toMatchObject({
    code: "failed-precondition",
    message: PAYMENT_MESSAGES.notPayable,
  });
  expect(await everything()).toEqual(before);
  expect(kit.emulator.store.orders.size).toBe(razorpayOrders);
}

describe("startPayment on a closed order", () => {
  it("refuses an order a newer one from the same cart superseded", async () => {
    const older = await placePendingOrder(asha, 1);
    const newer = await placePendingOrder(asha, 2);
    expect(await storedOrder("asha", older)).toMatchObject({ closed: { reason: "superseded" } });

    await refusedWithNothingWritten(older);
    await expect(
      callAs(startPayment, asha, { orderId: newer, address: ADDRESS }),
    ).resolves.toMatchObject({ amount: 79800 });
  });

  it("refuses an order past PENDING_ORDER_TTL_MS, before any sweep closed it", async () => {
    const orderId = await placePendingOrder(asha, 1);
    await db()
      .doc(firestorePaths.userOrder("asha", orderId))
      .update({ createdAt: Timestamp.fromMillis(Date.now() - 24 * 60 * 60_000 - 1000) });

    await refusedWithNothingWritten(orderId);
  });

  it("refuses an order whose Razorpay order exists, once it is superseded", async () => {
    const { orderId } = await startedOrder(asha);
    await placePendingOrder(asha, 5);

    await refusedWithNothingWritten(orderId);
  });
});

describe("money captured for a closed order", () => {
  it("still marks it paid through the checkout's confirmPayment (a widget left open)", async () => {
    const { orderId, razorpayOrderId } = await startedOrder(asha);
    await placePendingOrder(asha, 5);
    const answer = await payOnEmulator(kit, razorpayOrderId);

    await expect(callAs(confirmPayment, asha, { orderId, ...answer })).resolves.toEqual({
      status: "paid",
    });
    expect(await storedOrder("asha", orderId)).toMatchObject({
      status: "paid",
      paymentId: answer.razorpay_payment_id,
      closed: { reason: "superseded" },
    });
  });

  it("still marks it paid through Razorpay's webhook", async () => {
    const { orderId, razorpayOrderId } = await startedOrder(asha);
    await placePendingOrder(asha, 5);
    kit.emulator.settings.webhooks.enabled = true;
    await payOnEmulator(kit, razorpayOrderId);
    await kit.emulator.settled();

    expect(await storedOrder("asha", orderId)).toMatchObject({
      status: "paid",
      closed: { reason: "superseded" },
    });
  });

  it("still marks it paid through the reconciler (the tab closed, the webhook lost)", async () => {
    const { orderId, razorpayOrderId } = await startedOrder(asha);
    await placePendingOrder(asha, 5);
    await payOnEmulator(kit, razorpayOrderId);

    const summary = await reconcilePendingPayments({ now: new Date(Date.now() + 60 * 60_000) });

    expect(summary.markedPaid).toBe(1);
    expect(await storedOrder("asha", orderId)).toMatchObject({
      status: "paid",
      closed: { reason: "superseded" },
    });
  });
});
