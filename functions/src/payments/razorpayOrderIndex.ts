import { FieldValue, type WriteBatch } from "firebase-admin/firestore";
import { firestorePaths } from "../domain";
import { db } from "../lib/firestore";
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

/** The shop order a Razorpay order id belongs to, or null for anything else. */
export async function shopOrderOf(razorpayOrderId: string): Promise<ShopOrderRef | null> {
  if (!RAZORPAY_ORDER_ID.test(razorpayOrderId)) return null;
  const snapshot = await indexRef(razorpayOrderId).get();
  const uid: unknown = snapshot.get("uid");
  const orderId: unknown = snapshot.get("orderId");
  return typeof uid === "string" && typeof orderId === "string" ? { uid, orderId } : null;
}
