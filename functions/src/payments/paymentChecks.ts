import { FieldValue, Timestamp, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { db } from "../lib/firestore";

/**
 * Orders awaiting a Razorpay payment carry `nextPaymentCheckAt` (set when
 * startPayment attaches a Razorpay order, removed when the order is paid or
 * given up). The reconciler asks for those that are due, oldest due first, by
 * an index on that one field: orders that never reached Razorpay are not in
 * it at all, and an order looked at is moved back in the queue, so no number
 * of abandoned orders can push a charged shopper's order out of a run.
 */
export interface DueOrder {
  uid: string;
  orderId: string;
  razorpayOrderId: string | undefined;
  status: unknown;
  createdAt: Date | undefined;
  snapshot: QueryDocumentSnapshot;
}

export async function ordersDueForCheck(
  now: Date,
  pageSize: number,
  after?: QueryDocumentSnapshot,
): Promise<DueOrder[]> {
  let query = db()
    .collectionGroup("Orders")
    .where("nextPaymentCheckAt", "<=", Timestamp.fromDate(now))
    .orderBy("nextPaymentCheckAt", "asc")
    .limit(pageSize);
  if (after) query = query.startAfter(after);
  const snapshot = await query.get();
  return snapshot.docs.flatMap((doc) => {
    const uid = doc.ref.parent.parent?.id;
    if (!uid) return [];
    const id: unknown = doc.get("razorpayOrderId");
    const createdAt: unknown = doc.get("createdAt");
    return [
      {
        uid,
        orderId: doc.id,
        razorpayOrderId: typeof id === "string" ? id : undefined,
        status: doc.get("status"),
        createdAt: createdAt instanceof Timestamp ? createdAt.toDate() : undefined,
        snapshot: doc,
      },
    ];
  });
}

/** The next look at this order, or none (the field is removed: out of the queue for good). */
export async function scheduleNextCheck(due: DueOrder, at: Date | null): Promise<void> {
  await due.snapshot.ref.update({
    nextPaymentCheckAt: at ? Timestamp.fromDate(at) : FieldValue.delete(),
  });
}
