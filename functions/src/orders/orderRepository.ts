import { FieldValue } from "firebase-admin/firestore";
import { EMPTY_ADDRESS, type PricedOrder } from "../domain";
import { db } from "../lib/firestore";

export function orderRef(uid: string, orderId: string) {
  return db().collection("users").doc(uid).collection("Orders").doc(orderId);
}

/** Writes a new pending order; create() fails instead of overwriting an existing id. */
export async function createPendingOrder(
  uid: string,
  orderId: string,
  priced: PricedOrder,
): Promise<void> {
  await orderRef(uid, orderId).create({
    orderId,
    userID: uid,
    items: priced.items,
    amount: priced.amount,
    currency: "INR",
    status: "pending",
    createdAt: FieldValue.serverTimestamp(),
    addressInfo: EMPTY_ADDRESS,
  });
}
