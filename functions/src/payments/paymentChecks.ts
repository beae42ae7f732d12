import { FieldValue, Timestamp, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { COLLECTIONS } from "../domain";
import { db } from "../lib/firestore";
import { lostRace, unchangedSince } from "../lib/optimistic";

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
  /** The order says a payment is being confirmed (paymentConfirming). */
  confirming: boolean;
  snapshot: QueryDocumentSnapshot;
}

export async function ordersDueForCheck(
  now: Date,
  pageSize: number,
  after?: QueryDocumentSnapshot,
): Promise<DueOrder[]> {
  let query = db()
    .collectionGroup(COLLECTIONS.orders)
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
        confirming: doc.get("paymentConfirming") !== undefined,
        snapshot: doc,
      },
    ];
  });
}

/**
 * The next look at this order, or none (the field is removed: out of the
 * queue for good). `forgetConfirming`: Razorpay holds no authorised or
 * captured payment for it any more (failed, or refunded uncaptured), so the
 * shopper is no longer told one is being confirmed and may pay again; that
 * part is written only if the order is unchanged since it was read.
 */
export async function scheduleNextCheck(
  due: DueOrder,
  at: Date | null,
  { forgetConfirming = false } = {},
): Promise<void> {
  const next = { nextPaymentCheckAt: at ? Timestamp.fromDate(at) : FieldValue.delete() };
  if (!forgetConfirming) return void (await due.snapshot.ref.update(next));
  const forget = {
    ...next,
    paymentConfirming: FieldValue.delete(),
    captureClaim: FieldValue.delete(),
  };
  await due.snapshot.ref
    .update(forget, unchangedSince(due.snapshot))
    .catch(async (error: unknown) => {
      if (!lostRace(error)) throw error;
      await due.snapshot.ref.update(next); // changed meanwhile: the next look decides again
    });
}
