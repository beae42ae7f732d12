import { Timestamp, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { COLLECTIONS, firestorePaths, isOrderEmailKey, type OrderEmailKey } from "../domain";
import { db } from "../lib/firestore";
import { lostRace } from "../lib/optimistic";

/**
 * The order e-mails' retry queue: one entry per e-mail that may need another
 * attempt, `dueAt` when it may be claimed again. Written in the same commit
 * as the e-mail's record (emailClaims.ts): a claim enqueues it due when its
 * lease runs out (so a crashed attempt is picked up), a failure due at its
 * next attempt, and an outcome that ends it (sent, recorded, given up)
 * removes it. The scheduled retry asks for due entries by that one field of
 * a top-level collection, which Firestore indexes by itself.
 */
export const emailRetryRef = (uid: string, orderId: string, key: OrderEmailKey) =>
  db().doc(firestorePaths.orderEmailRetry(uid, orderId, key));

export const emailRetryEntry = (uid: string, orderId: string, key: OrderEmailKey, dueAt: Date) => ({
  uid,
  orderId,
  key,
  dueAt: Timestamp.fromDate(dueAt),
});

export interface DueEmailRetry {
  /** Absent when the entry does not name an order e-mail (it is removed). */
  target?: { uid: string; orderId: string; key: OrderEmailKey };
  snapshot: QueryDocumentSnapshot;
}

export async function dueEmailRetries(
  now: Date,
  pageSize: number,
  after?: QueryDocumentSnapshot,
): Promise<DueEmailRetry[]> {
  let query = db()
    .collection(COLLECTIONS.orderEmailRetries)
    .where("dueAt", "<=", Timestamp.fromDate(now))
    .orderBy("dueAt", "asc")
    .limit(pageSize);
  if (after) query = query.startAfter(after);
  const snapshot = await query.get();
  return snapshot.docs.map((doc) => {
    const { uid, orderId, key } = doc.data();
    const named = typeof uid === "string" && typeof orderId === "string" && isOrderEmailKey(key);
    return named ? { target: { uid, orderId, key }, snapshot: doc } : { snapshot: doc };
  });
}

/** Removes an entry nothing is left to do for, unless it was rewritten since it was read. */
export async function forgetEmailRetry(due: DueEmailRetry): Promise<void> {
  await due.snapshot.ref
    .delete({ lastUpdateTime: due.snapshot.updateTime })
    .catch((error: unknown) => {
      if (!lostRace(error)) throw error;
    });
}
