import { Timestamp, type Query, type QueryDocumentSnapshot } from "firebase-admin/firestore";

/** Hands `handle` the due documents, oldest first, until the budget is spent; true: some left. */
export async function drainDueQueue(
  source: Query,
  field: string,
  {
    now,
    budgetMs,
    pageSize,
    concurrency = 1,
  }: { now: Date; budgetMs: number; pageSize: number; concurrency?: number },
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
