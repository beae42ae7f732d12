/**
 * After the run: compares what shoppers were told with what Firestore holds
 * and what the Razorpay emulator took. Reads Firestore with admin rights
 * (firebase-admin on the emulator, as the functions do).
 */
import { createRequire } from "node:module";
import { razorpayControl } from "./clients.mjs";

const require = createRequire(import.meta.url);

export async function storedOrders() {
  const { db } = require("../../functions/lib/lib/firestore.js");
  const snapshot = await db().collectionGroup("Orders").get();
  return snapshot.docs.map((doc) => ({ path: doc.ref.path, ...doc.data() }));
}

/** Razorpay orders the emulator holds a captured payment for, by shop order id. */
export async function capturedByShopOrder() {
  const { orders, payments } = await razorpayControl("state");
  const captured = new Map();
  for (const order of orders) {
    const paid = payments.filter((p) => p.order_id === order.id && p.status === "captured");
    if (paid.length > 0) captured.set(order.receipt, { order, payments: paid });
  }
  return captured;
}

/** Runs the scheduled reconciler once, as if ten minutes had passed. */
export async function reconcileOnce(keys) {
  Object.assign(process.env, {
    RAZORPAY_KEY_ID: keys.keyId,
    RAZORPAY_KEY_SECRET: keys.keySecret,
    RAZORPAY_API_URL: process.env.SHOP_RAZORPAY_URL,
  });
  const { reconcilePendingPayments } = require("../../functions/lib/payments/reconcilePayments.js");
  return reconcilePendingPayments({ now: new Date(Date.now() + 10 * 60_000) });
}

/**
 * `shoppers`: what each one did and was told ({uid, kind, cart amount, orderId
 * if placeOrder answered, paid if checkout took the money}). Returns problems.
 */
export function audit(shoppers, stored, captured) {
  const problems = [];
  const placed = shoppers.filter((s) => s.orderId);
  const byId = new Map();
  for (const order of stored) {
    if (byId.has(order.orderId)) problems.push(`duplicate order id ${order.orderId}`);
    byId.set(order.orderId, order);
  }
  if (stored.length !== placed.length) {
    problems.push(`orders placed ${placed.length} ≠ orders stored ${stored.length}`);
  }
  for (const shopper of placed) {
    const order = byId.get(shopper.orderId);
    if (!order) {
      problems.push(`${shopper.orderId}: placed but not stored`);
      continue;
    }
    if (order.path !== `users/${shopper.uid}/Orders/${shopper.orderId}`) {
      problems.push(`${shopper.orderId}: stored at ${order.path}`);
    }
    if (order.amount !== shopper.catalogAmount) {
      problems.push(
        `${shopper.orderId}: amount ${order.amount} ≠ catalog ${shopper.catalogAmount}`,
      );
    }
    const money = captured.get(shopper.orderId);
    if (order.status === "paid") {
      if (!money) problems.push(`${shopper.orderId}: paid without a captured payment`);
      else if (money.payments.length !== 1) {
        problems.push(`${shopper.orderId}: ${money.payments.length} captured payments`);
      } else if (order.paymentId !== money.payments[0].id) {
        problems.push(`${shopper.orderId}: paymentId ${order.paymentId} ≠ ${money.payments[0].id}`);
      } else if (money.payments[0].amount !== shopper.catalogAmount) {
        problems.push(`${shopper.orderId}: captured ${money.payments[0].amount} ≠ catalog`);
      }
    } else if (money) {
      problems.push(`${shopper.orderId}: ${order.status} although Razorpay captured the money`);
    }
    if (shopper.paid && order.status !== "paid") {
      problems.push(`${shopper.orderId}: shopper paid, order is ${order.status}`);
    }
    if (!shopper.paid && order.status !== "pending") {
      problems.push(`${shopper.orderId}: payment failed, order is ${order.status}`);
    }
  }
  return problems;
}
