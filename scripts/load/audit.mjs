// Compares what shoppers were told with what Firestore holds and what the Razorpay emulator took.
import { createRequire } from "node:module";
import { razorpayControl } from "./clients.mjs";

const require = createRequire(import.meta.url);

async function storedOrders() {
  const { db } = require("../../functions/lib/lib/firestore.js");
  const snapshot = await db().collectionGroup("Orders").get();
  return snapshot.docs.map((doc) => ({ path: doc.ref.path, ...doc.data() }));
}

/** Razorpay orders the emulator holds a captured payment for, by shop order id. */
function capturedByShopOrder({ orders, payments }) {
  const captured = new Map();
  for (const order of orders) {
    const paid = payments.filter((p) => p.order_id === order.id && p.status === "captured");
    if (paid.length > 0) captured.set(order.receipt, { order, payments: paid });
  }
  return captured;
}

// Runs the reconciler as if `minutesLater` passed, with the Functions emulator's env: its Razorpay
// URL is honoured only under FUNCTIONS_EMULATOR.
export async function reconcileOnce(keys, minutesLater = 10) {
  Object.assign(process.env, {
    FUNCTIONS_EMULATOR: "true",
    RAZORPAY_KEY_ID: keys.keyId,
    RAZORPAY_KEY_SECRET: keys.keySecret,
    RAZORPAY_API_URL: process.env.SHOP_RAZORPAY_URL,
  });
  const { reconcilePendingPayments } = require("../../functions/lib/payments/reconcilePayments.js");
  return reconcilePendingPayments({ now: new Date(Date.now() + minutesLater * 60_000) });
}

/** Everything the audit compares, read fresh. */
export async function auditAll(shoppers) {
  const state = await razorpayControl("state");
  const stored = await storedOrders();
  return [
    ...audit(shoppers, stored, capturedByShopOrder(state)),
    ...everyRazorpayOrderUsed(state.orders, stored),
  ];
}

/** No orphan Razorpay orders: each one the emulator holds is the one of exactly one shop order. */
function everyRazorpayOrderUsed(razorpayOrders, stored) {
  const used = (id) => stored.filter((order) => order.razorpayOrderId === id).length;
  return razorpayOrders
    .filter((order) => used(order.id) !== 1)
    .map((o) => `Razorpay order ${o.id} (${o.receipt}) used by ${used(o.id)} shop orders`);
}

/** `shoppers`: what each did and was told (uid, kind, amount, orderId, placeOrderGaveUp, paid). */
function audit(shoppers, stored, captured) {
  const problems = [];
  const placed = shoppers.filter((s) => s.orderId);
  const byId = new Map();
  const perUser = new Map();
  for (const order of stored) {
    if (byId.has(order.orderId)) problems.push(`duplicate order id ${order.orderId}`);
    byId.set(order.orderId, order);
    perUser.set(order.userID, (perUser.get(order.userID) ?? 0) + 1);
  }
  for (const shopper of shoppers) {
    const count = perUser.get(shopper.uid) ?? 0;
    if (count > 1)
      problems.push(`${shopper.uid}: ${count} orders for one tap (a retry duplicated it)`);
  }
  // Who never got placeOrder's answer may have the one order made for that tap, if it took no money.
  const unanswered = shoppers.filter((s) => s.placeOrderGaveUp);
  for (const shopper of unanswered) {
    for (const order of stored.filter((o) => o.userID === shopper.uid)) {
      if (order.status !== "pending" || order.razorpayOrderId) {
        problems.push(`${order.orderId}: placeOrder never answered, yet the order went on`);
      }
    }
  }
  const expected = placed.length + unanswered.filter((s) => perUser.has(s.uid)).length;
  if (stored.length !== expected) {
    problems.push(`orders placed ${placed.length} (+ unanswered) ≠ orders stored ${stored.length}`);
  }
  for (const { orderId: id, uid, catalogAmount, paid } of placed) {
    const order = byId.get(id);
    if (!order) {
      problems.push(`${id}: placed but not stored`);
      continue;
    }
    const [payment, ...more] = captured.get(id)?.payments ?? [];
    const { status } = order;
    const found = [
      order.path !== `users/${uid}/Orders/${id}` && `stored at ${order.path}`,
      order.amount !== catalogAmount && `amount ${order.amount} ≠ catalog ${catalogAmount}`,
      status === "paid"
        ? (!payment && "paid without a captured payment") ||
          (more.length > 0 && `${more.length + 1} captured payments`) ||
          (order.paymentId !== payment.id && `paymentId ${order.paymentId} ≠ ${payment.id}`) ||
          (payment.amount !== catalogAmount && `captured ${payment.amount} ≠ catalog`)
        : payment && `${status} although Razorpay captured the money`,
      paid && status !== "paid" && `shopper paid, order is ${status}`,
      !paid && status !== "pending" && `payment failed, order is ${status}`,
    ];
    problems.push(...found.filter(Boolean).map((problem) => `${id}: ${problem}`));
  }
  return problems;
}
