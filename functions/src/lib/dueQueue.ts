import { Timestamp, type Query, type QueryDocumentSnapshot } from "firebase-admin/firestore";

export interface DueQueueRun {
  now: Date;
  budgetMs: number;
  pageSize: number;
  /** Documents handled at once (1: one after another). */
  concurrency?: number;
}

/**
 * A scheduled run's queue: `handle` gets each document of `source` whose `field` is due by `now`,
 * oldest first, a page at a time, until the budget is spent. True: due documents were left over.
 */
export async function drainDueQueue(
  source: Query,
  field: string,
  { now, budgetMs, pageSize, concurrency = 1 }: DueQueueRun,
  handle: (doc: QueryDocumentSnapshot) => Promise<void>,
): Promise<boolean> {
  const deadline = Date.now() + budgetMs;
  const due = source
    .where(field, "<=", Timestamp.fromDate(now))
    .orderBy(field, "asc")
    .limit(pageSize);
  for (let after: QueryDocumentSnapshot | undefined; ;) {
    const page = (await (after ? due.startAfter(after) : due).get()).docs;
    let next = 0;
    let cutOff = false;
    const worker = async () => {
      for (let doc = page[next++]; doc; doc = page[next++]) {
        if (Date.now() >= deadline) return void (cutOff = true);
        await handle(doc);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, page.length) }, worker));
    if (cutOff) return true;
    if (page.length < pageSize) return false;
    after = page.at(-1);
  }
}
