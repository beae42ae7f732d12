import { Timestamp, type Query, type QueryDocumentSnapshot } from "firebase-admin/firestore";

type Handle = (doc: QueryDocumentSnapshot) => Promise<void>;
type Paging = { pageSize: number; concurrency?: number };

/** Hands `handle` the due documents, oldest first, until the budget is spent; true: some left. */
export function drainDueQueue(
  source: Query,
  field: string,
  { now, budgetMs, ...paging }: Paging & { now: Date; budgetMs: number },
  handle: Handle,
): Promise<boolean> {
  const due = source.where(field, "<=", Timestamp.fromDate(now)).orderBy(field, "asc");
  return drainQueue(due, { deadline: Date.now() + budgetMs, ...paging }, handle);
}

/** Hands `handle` the query's documents, page by page, until `deadline`; true: some left. */
export async function drainQueue(
  query: Query,
  { deadline, pageSize, concurrency = 1 }: Paging & { deadline: number },
  handle: Handle,
): Promise<boolean> {
  const paged = query.limit(pageSize);
  for (let after: QueryDocumentSnapshot | undefined; ;) {
    const page = (await (after ? paged.startAfter(after) : paged).get()).docs;
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
