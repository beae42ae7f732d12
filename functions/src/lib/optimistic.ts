import type {
  DocumentReference,
  DocumentSnapshot,
  Timestamp,
  WriteBatch,
} from "firebase-admin/firestore";

const ALREADY_EXISTS = 6;
const FAILED_PRECONDITION = 9;
const ABORTED = 10;

/**
 * A write lost only to another writer: create() on an existing document, a failed lastUpdateTime
 * precondition, or an aborted transaction.
 */
export function lostRace(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === ALREADY_EXISTS || code === FAILED_PRECONDITION || code === ABORTED;
}

/**
 * Read, decide, write only if unchanged; on a lost race read again. No locks, so a retry storm on
 * one document does not queue. `attempt`'s write must carry unchangedSince (or be a create()).
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
      await new Promise((resolve) =>
        setTimeout(resolve, 5 + Math.random() * 20 * Math.min(round, 5)),
      );
    }
  }
}

/** The precondition that makes an update fail if the document changed since `snapshot`. */
export function unchangedSince(snapshot: DocumentSnapshot) {
  if (!snapshot.updateTime) throw new Error(`${snapshot.ref.path} does not exist`);
  return { lastUpdateTime: snapshot.updateTime };
}

/**
 * Reads `refs` (the first time, `first` when the caller holds them), lets `decide` batch writes
 * guarded by unchangedSince (or create()), commits, and on a lost race decides again. Lock-free: a
 * transaction's locks make concurrent writers queue. `committed.at` is then the commit's time.
 */
export async function readDecideWrite<T>(
  refs: readonly DocumentReference[],
  decide: (snapshots: DocumentSnapshot[], batch: WriteBatch, committed: { at?: Timestamp }) => T,
  { maxAttempts = 30, first }: { maxAttempts?: number; first?: DocumentSnapshot[] } = {},
): Promise<T> {
  const [ref, ...rest] = refs;
  if (!ref) throw new Error("readDecideWrite needs a document to read");
  let held = first;
  return withOptimisticRetry(
    async () => held ?? ref.firestore.getAll(ref, ...rest),
    async (snapshots) => {
      held = undefined; // a lost race reads again
      const batch = ref.firestore.batch();
      const committed: { at?: Timestamp } = {};
      const result = decide(snapshots, batch, committed);
      // Nothing to write is nothing to commit (isEmpty is the SDK's own, unlisted in its types).
      if ((batch as { isEmpty?: boolean }).isEmpty !== true) {
        // A write that changed nothing answers its document's older time: the latest is the commit's.
        const times = (await batch.commit()).map((write) => write.writeTime);
        committed.at = times.sort((a, b) => a.valueOf().localeCompare(b.valueOf())).pop();
      }
      return result;
    },
    maxAttempts,
  );
}
