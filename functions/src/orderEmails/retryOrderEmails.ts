import { dueEmailRetries, forgetEmailRetry, type DueEmailRetry } from "./emailRetryQueue";
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
 * The scheduled retry's body (index.ts runs it every 5 minutes): every order
 * e-mail whose queue entry is due (emailRetryQueue.ts) is asked for again
 * through sendOrderEmailOnce, so the claim keeps it to one e-mail whoever
 * else asks at the same moment. One at a time: EmailJS limits how fast an
 * account may send, and a refusal would spend an attempt.
 */
export async function retryDueOrderEmails({
  now = new Date(),
  budgetMs = DEFAULT_BUDGET_MS,
  pageSize = PAGE_SIZE,
}: { now?: Date; budgetMs?: number; pageSize?: number } = {}): Promise<RetrySummary> {
  const deadline = Date.now() + budgetMs;
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
  let page = await dueEmailRetries(now, pageSize);
  while (page.length > 0) {
    for (const due of page) {
      if (Date.now() >= deadline) {
        summary.unfinished = true;
        break;
      }
      summary.due += 1;
      await retry(due, now, summary);
    }
    if (summary.unfinished || page.length < pageSize) break;
    page = await dueEmailRetries(now, pageSize, page.at(-1)?.snapshot);
  }
  orderEmailLog.retried({ ...summary });
  return summary;
}

async function retry(due: DueEmailRetry, now: Date, summary: RetrySummary) {
  if (!due.target) {
    summary.done += 1;
    return forget(due);
  }
  const { uid, orderId, key } = due.target;
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
    await forget(due);
  } else summary.errors += 1;
}

/** One entry that cannot be removed now is looked at again next run; the others go on. */
async function forget(due: DueEmailRetry) {
  await forgetEmailRetry(due).catch((error: unknown) => {
    orderEmailLog.failed(error, { retry: due.snapshot.id });
  });
}
