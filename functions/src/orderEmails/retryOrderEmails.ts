import type { QueryDocumentSnapshot } from "firebase-admin/firestore";
import { COLLECTIONS, isOrderEmailKey } from "../domain";
import { drainDueQueue } from "../lib/dueQueue";
import { db } from "../lib/firestore";
import { lostRace } from "../lib/optimistic";
import { orderEmailLog } from "./orderEmailLog";
import { sendOrderEmailOnce } from "./orderEmails";

/** What index.ts gives the scheduled run; the budget leaves room for one more attempt and the log. */
export const RETRY_EMAILS_TIMEOUT_SECONDS = 300;
const DEFAULT_BUDGET_MS = (RETRY_EMAILS_TIMEOUT_SECONDS - 60) * 1000;
const PAGE_SIZE = 50;
/** One retry (claim, send, record): nobody waits on it, so longer than a payment path's. */
const ATTEMPT_TIME_LIMIT_MS = 20_000;

export interface RetrySummary {
  /** Queue entries due and looked at. */
  due: number;
  /** Sent now (or recorded, where EmailJS is not configured). */
  sent: number;
  /** Failed again; the queue has the next attempt. */
  willRetry: number;
  /** Failed on the last attempt: left failed for the operator, logged as an error. */
  gaveUp: number;
  /** Another attempt holds the e-mail (a concurrent asker), or it was not due after all. */
  waiting: number;
  /** Entries with nothing left to do (removed). */
  done: number;
  /** Attempts cut off or failing before an outcome: their lease brings them back. */
  errors: number;
  /** True when the run stopped at its time budget with due entries left for the next run. */
  unfinished: boolean;
}

/**
 * The scheduled retry (index.ts, every 5 minutes) asks for each due e-mail again through its claim,
 * one at a time: EmailJS limits an account's pace, and a refusal spends an attempt.
 */
export async function retryDueOrderEmails({
  now = new Date(),
  budgetMs = DEFAULT_BUDGET_MS,
  pageSize = PAGE_SIZE,
}: { now?: Date; budgetMs?: number; pageSize?: number } = {}): Promise<RetrySummary> {
  const summary: RetrySummary = {
    due: 0,
    sent: 0,
    willRetry: 0,
    gaveUp: 0,
    waiting: 0,
    done: 0,
    errors: 0,
    unfinished: false,
  };
  const queue = db().collection(COLLECTIONS.orderEmailRetries);
  const run = { now, budgetMs, pageSize };
  summary.unfinished = await drainDueQueue(queue, "dueAt", run, async (entry) => {
    summary.due += 1;
    await retry(entry, now, summary);
  });
  orderEmailLog.retried({ ...summary });
  return summary;
}

async function retry(entry: QueryDocumentSnapshot, now: Date, summary: RetrySummary) {
  const { uid, orderId, key } = entry.data();
  if (typeof uid !== "string" || typeof orderId !== "string" || !isOrderEmailKey(key)) {
    summary.done += 1;
    return forget(entry);
  }
  const result = await sendOrderEmailOnce(uid, orderId, key, {
    now,
    timeLimitMs: ATTEMPT_TIME_LIMIT_MS,
  });
  if (result === "sent" || result === "recorded") summary.sent += 1;
  else if (result === "will-retry") summary.willRetry += 1;
  else if (result === "gave-up") summary.gaveUp += 1;
  else if (result === "waiting") summary.waiting += 1;
  else if (result === "done") {
    summary.done += 1;
    await forget(entry);
  } else summary.errors += 1;
}

/** Removes an entry unless rewritten since it was read; one that fails is looked at next run. */
async function forget(entry: QueryDocumentSnapshot) {
  await entry.ref.delete({ lastUpdateTime: entry.updateTime }).catch((error: unknown) => {
    if (!lostRace(error)) orderEmailLog.failed(error, { retry: entry.id });
  });
}
