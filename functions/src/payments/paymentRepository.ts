import { Timestamp } from "firebase-admin/firestore";
import {
  DomainError,
  PAYMENT_MESSAGES,
  assertPayable,
  type Address,
  type OrderStatus,
  type StoredPaymentState,
} from "../domain";
import { db } from "../lib/firestore";
import { orderRef } from "../orders/orderRepository";

/** The payment-relevant view of a stored order document (undefined if absent or not an order). */
export function paymentStateOf(data: FirebaseFirestore.DocumentData | undefined) {
  if (!data) return undefined;
  const status = data.status as OrderStatus;
  if (status !== "pending" && status !== "paid") return undefined;
  const items: unknown[] = Array.isArray(data.items) ? data.items : [];
  const state: StoredPaymentState = {
    status,
    amount: Number(data.amount),
    currency: String(data.currency ?? "INR"),
    itemCount: items.reduce<number>((sum, item) => sum + quantityOf(item), 0),
    razorpayOrderId: typeof data.razorpayOrderId === "string" ? data.razorpayOrderId : undefined,
  };
  return state;
}

const quantityOf = (item: unknown) => Number((item as { quantity?: unknown })?.quantity) || 0;

export async function readPaymentState(uid: string, orderId: string) {
  return paymentStateOf((await orderRef(uid, orderId).get()).data());
}

/**
 * Saves the delivery address and the Razorpay order on a still-payable order.
 * A Razorpay order stored meanwhile by a concurrent call wins, so every caller
 * pays the same one; the answer is what is stored.
 */
export async function saveCheckoutDetails(
  uid: string,
  orderId: string,
  address: Address,
  razorpayOrderId: string,
): Promise<StoredPaymentState & { razorpayOrderId: string }> {
  const ref = orderRef(uid, orderId);
  return db().runTransaction(async (tx) => {
    const stored = assertPayable(paymentStateOf((await tx.get(ref)).data()));
    const kept = stored.razorpayOrderId ?? razorpayOrderId;
    tx.update(ref, { addressInfo: address, razorpayOrderId: kept });
    return { ...stored, razorpayOrderId: kept };
  });
}

export interface PendingPayment {
  uid: string;
  orderId: string;
  razorpayOrderId: string;
}

/**
 * Pending orders created in [from, to] that reached Razorpay (collection-group
 * query on status + createdAt; firestore.indexes.json holds the index).
 */
export async function pendingPaymentsCreatedBetween(
  from: Date,
  to: Date,
  limit: number,
): Promise<PendingPayment[]> {
  const snapshot = await db()
    .collectionGroup("Orders")
    .where("status", "==", "pending")
    .where("createdAt", ">=", Timestamp.fromDate(from))
    .where("createdAt", "<=", Timestamp.fromDate(to))
    .orderBy("createdAt", "asc")
    .limit(limit)
    .get();
  const found: PendingPayment[] = [];
  for (const doc of snapshot.docs) {
    const uid = doc.ref.parent.parent?.id;
    const razorpayOrderId = doc.get("razorpayOrderId");
    if (uid && typeof razorpayOrderId === "string") {
      found.push({ uid, orderId: doc.id, razorpayOrderId });
    }
  }
  return found;
}

/** startPayment refuses an order it cannot find or charge, in the spec's words. */
export function notPayable(): DomainError {
  return new DomainError("failed-precondition", PAYMENT_MESSAGES.notPayable);
}
