import { FieldValue, type WriteBatch } from "firebase-admin/firestore";
import { firestorePaths } from "../domain";
import { db } from "../lib/firestore";
import { eventRef } from "./eventLedger";
import { RAZORPAY_ORDER_ID } from "./razorpaySchemas";

/**
 * razorpayOrders/{razorpayOrderId} → {uid, orderId}, written with the Razorpay order. Webhooks find
 * their order here, never from notes (the shopper writes those) nor by asking Razorpay.
 */
export interface ShopOrderRef {
  uid: string;
  orderId: string;
}

function indexRef(razorpayOrderId: string) {
  return db().doc(firestorePaths.razorpayOrder(razorpayOrderId));
}

export function recordShopOrder(batch: WriteBatch, razorpayOrderId: string, shop: ShopOrderRef) {
  batch.create(indexRef(razorpayOrderId), { ...shop, createdAt: FieldValue.serverTimestamp() });
}

/** Null for an order id not the shop's; read with the ledger before any call to Razorpay. */
export async function shopOrderOf(
  razorpayOrderId: string,
  eventId: string,
): Promise<{ target: ShopOrderRef | null; seen: boolean }> {
  if (!RAZORPAY_ORDER_ID.test(razorpayOrderId)) return { target: null, seen: false };
  const [snapshot, ledger] = await db().getAll(indexRef(razorpayOrderId), eventRef(eventId));
  const uid: unknown = snapshot?.get("uid");
  const orderId: unknown = snapshot?.get("orderId");
  const target = typeof uid === "string" && typeof orderId === "string" ? { uid, orderId } : null;
  return { target, seen: ledger?.exists === true };
}
