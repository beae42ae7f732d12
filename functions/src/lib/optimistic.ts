import type {
  DocumentReference,
  DocumentSnapshot,
  Timestamp,
  WriteBatch,
} from "firebase-admin/firestore";

/** Lost to another writer: ALREADY_EXISTS (create), FAILED_PRECONDITION (updateTime), ABORTED. */
export function lostRace(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 6 || code === 9 || code === 10;
}

/** On a lost race read again; lock-free, so a retry storm on one document does not queue. */
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

export function unchangedSince(snapshot: DocumentSnapshot) {
  if (!snapshot.updateTime) throw new Error(`${snapshot.ref.path} does not exist`);
  return { lastUpdateTime: snapshot.updateTime };
}

// `decide` batches writes guarded by unchangedSince (or create()); a lost race decides again.
// `first`: snapshots the caller already holds; `committed.at`: the commit's time.
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
