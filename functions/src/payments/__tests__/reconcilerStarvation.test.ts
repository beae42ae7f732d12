/**
 * Finding 1: one account's abandoned orders must never push a charged
 * shopper's order out of the reconciler's runs. The reconciler reads only
 * orders awaiting a Razorpay payment, by index, pages through all that are
 * due, and moves each one it looked at back in the queue by its age.
 */
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { startPayment } from "../../index";
import { db } from "../../lib/firestore";
import { callAs, type TestCaller } from "../../testing/harness";
import { reconcilePendingPayments } from "../reconcilePayments";
import {
  ADDRESS,
  payOnEmulator,
  placePendingOrder,
  usePaymentKit,
  storedOrder,
} from "./paymentKit";
import { firestorePaths } from "../../domain";

const asha: TestCaller = { uid: "asha" };
const MINUTE = 60_000;
// Webhooks off: the lost webhook the reconciler exists for.
const kit = usePaymentKit({ deliverWebhooks: false });

/**
 * `count` orders of one attacker account that reached Razorpay and were
 * never paid, older than any real shopper's (written directly: the open-order
 * cap stops placeOrder making this many, which placeOrderRetries proves).
 */
async function abandonedOrders(
  count: number,
  { reachedRazorpay = true, ageMs = 60 * MINUTE } = {},
) {
  const created = Timestamp.fromMillis(Date.now() - ageMs);
  const batch = db().batch();
  for (let i = 0; i < count; i += 1) {
    const orderId = `ORD-2026-${1700000000000 + i}-ABCD`;
    const fields: Record<string, unknown> = {
      orderId,
      userID: "mallory",
      items: [{ productId: "semiAutomatic-1", quantity: 1 }],
      amount: 39900,
      currency: "INR",
      status: "pending",
      createdAt: created,
    };
    if (reachedRazorpay) {
      fields.razorpayOrderId = await razorpayOrderFor(orderId);
      fields.nextPaymentCheckAt = created;
    }
    batch.set(db().doc(firestorePaths.userOrder("mallory", orderId)), fields);
  }
  await batch.commit();
}

/** A Razorpay order made through the emulator's Orders API, as startPayment makes one. */
async function razorpayOrderFor(receipt: string): Promise<string> {
  const res = await fetch(`${kit.emulator.url}/v1/orders`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Basic ${Buffer.from(`${kit.keys.keyId}:${kit.keys.keySecret}`).toString("base64")}`,
    },
    body: JSON.stringify({ amount: 39900, currency: "INR", receipt }),
  });
  return ((await res.json()) as { id: string }).id;
}

/** A real shopper who paid, whose confirm and webhook were both lost. */
async function chargedButUnconfirmed() {
  const orderId = await placePendingOrder(asha);
  const { razorpayOrderId } = await callAs(startPayment, asha, { orderId, address: ADDRESS });
  const answer = await payOnEmulator(kit, razorpayOrderId);
  return { orderId, paymentId: answer.razorpay_payment_id };
}

describe("the reconciler cannot be starved", () => {
  it("settles a charged order behind 250 older abandoned ones, in one run", async () => {
    await abandonedOrders(250);
    const charged = await chargedButUnconfirmed();

    const summary = await reconcilePendingPayments({ now: new Date(Date.now() + 10 * MINUTE) });

    expect(summary).toMatchObject({ checked: 251, markedPaid: 1, notCaptured: 250, failed: 0 });
    expect(await storedOrder("asha", charged.orderId)).toMatchObject({
      status: "paid",
      paymentId: charged.paymentId,
    });
  }, 60_000);

  it("never even reads orders that did not reach Razorpay", async () => {
    await abandonedOrders(300, { reachedRazorpay: false });
    const charged = await chargedButUnconfirmed();

    const summary = await reconcilePendingPayments({ now: new Date(Date.now() + 10 * MINUTE) });

    expect(summary).toMatchObject({ checked: 1, markedPaid: 1 });
    expect(await storedOrder("asha", charged.orderId)).toMatchObject({ status: "paid" });
  });

  it("moves each abandoned order back in the queue by its age, then gives it up after a week", async () => {
    await abandonedOrders(3, { ageMs: 2 * 24 * 60 * MINUTE });
    const now = new Date();

    await reconcilePendingPayments({ now });
    const next = (await db().collection(firestorePaths.userOrders("mallory")).get()).docs.map(
      (doc) => (doc.get("nextPaymentCheckAt") as Timestamp).toMillis() - now.getTime(),
    );
    expect(next).toEqual([6 * 60 * MINUTE, 6 * 60 * MINUTE, 6 * 60 * MINUTE]);
    // An hour later nothing is due, so nothing is asked.
    expect(
      await reconcilePendingPayments({ now: new Date(now.getTime() + 60 * MINUTE) }),
    ).toMatchObject({
      checked: 0,
    });

    await abandonedOrders(2, { ageMs: 8 * 24 * 60 * MINUTE });
    const old = await reconcilePendingPayments({ now });
    expect(old).toMatchObject({ checked: 2, gaveUp: 2 });
    const fields = (await db().collection(firestorePaths.userOrders("mallory")).get()).docs.map(
      (doc) => doc.get("nextPaymentCheckAt"),
    );
    expect(fields.filter((f) => f === undefined)).toHaveLength(2);
  });

  it("stops at its time budget and the next run goes on where it stopped", async () => {
    await abandonedOrders(30);
    const charged = await chargedButUnconfirmed();
    const later = new Date(Date.now() + 10 * MINUTE);

    const first = await reconcilePendingPayments({ now: later, budgetMs: 0, pageSize: 10 });
    expect(first).toMatchObject({ checked: 0, unfinished: true });

    const second = await reconcilePendingPayments({ now: later, pageSize: 10 });
    expect(second).toMatchObject({ checked: 31, markedPaid: 1, unfinished: false });
    expect(await storedOrder("asha", charged.orderId)).toMatchObject({ status: "paid" });
  });
});
