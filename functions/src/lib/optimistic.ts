import type { DocumentReference, DocumentSnapshot, WriteBatch } from "firebase-admin/firestore";

const ALREADY_EXISTS = 6;
const FAILED_PRECONDITION = 9;
const ABORTED = 10;

/**
 * Whether a write failed only because another writer got there first: a
 * create() on an existing document, an update whose lastUpdateTime
 * precondition no longer holds, or a transaction Firestore aborted.
 */
export function lostRace(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === ALREADY_EXISTS || code === FAILED_PRECONDITION || code === ABORTED;
}

/**
 * Read, decide, write only if nothing changed meanwhile; on a lost race read
 * again. No locks are held, so many callers on one document (a retry storm,
 * a double tap) do not queue behind each other's transactions: one write
 * wins each round and the others see it on their next read. `attempt`
 * returns the result, or throws; its write must carry the snapshot's
 * lastUpdateTime precondition (or be a create()).
 */
export async function withOptimisticRetry<R, T>(
  read: () => Promise<R>,
  attempt: (read: R) => Promise<T>,
  maxAttempts = 30,
): Promise<T> {
  for (let round = 1; ; round += 1) {
    const snapshot = await read();
    try {
      return await attempt(snapshot);
    } catch (error) {
      if (!lostRace(error) || round >= maxAttempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * Math.min(round, 5)));
    }
  }
}

/** The precondition that makes an update fail if the document changed since `snapshot`. */
export function unchangedSince(snapshot: DocumentSnapshot) {
  if (!snapshot.updateTime) throw new Error(`${snapshot.ref.path} does not exist`);
  return { lastUpdateTime: snapshot.updateTime };
}

/**
 * Reads `refs` together, lets `decide` put its writes in a batch (updates of
 * documents it read carrying `unchangedSince`, creates that fail on an
 * existing document) and commits them at once; on a lost race reads again.
 * The lock-free counterpart of a read-write transaction: a transaction holds
 * locks that make concurrent writers of one document queue (the Firestore
 * emulator then answers "Transaction lock timeout" after seconds), while here
 * the first commit wins and the others decide again on what it wrote.
 */
export async function readDecideWrite<T>(
  refs: readonly DocumentReference[],
  decide: (snapshots: DocumentSnapshot[], batch: WriteBatch) => T,
  maxAttempts = 30,
): Promise<T> {
  const [first, ...rest] = refs;
  if (!first) throw new Error("readDecideWrite needs a document to read");
  return withOptimisticRetry(
    () => first.firestore.getAll(first, ...rest),
    async (snapshots) => {
      const batch = first.firestore.batch();
      const result = decide(snapshots, batch);
      // Nothing to write is nothing to commit (isEmpty is the SDK's own, unlisted in its types).
      if ((batch as { isEmpty?: boolean }).isEmpty !== true) await batch.commit();
      return result;
    },
    maxAttempts,
  );
}
