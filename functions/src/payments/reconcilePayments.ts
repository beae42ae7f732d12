import { paymentLog } from "./paymentLog";
import { ordersDueForCheck, scheduleNextCheck, type DueOrder } from "./paymentChecks";
import { RETRY_CHECK_DELAY_MS, nextCheckDelay } from "./paymentTiming";
import { settleOrderFromRazorpay } from "./settleOrder";

/** What index.ts gives the scheduled run; the budget leaves room to log and stop cleanly. */
export const RECONCILE_TIMEOUT_SECONDS = 300;
const DEFAULT_BUDGET_MS = (RECONCILE_TIMEOUT_SECONDS - 60) * 1000;
const PAGE_SIZE = 100;
/** Razorpay calls in flight at once: fast enough for thousands, gentle on its rate limits. */
const CONCURRENCY = 8;
const RAZORPAY_TIMEOUT_MS = 8000;

export interface ReconcileSummary {
  checked: number;
  markedPaid: number;
  notCaptured: number;
  confirming: number;
  unchanged: number;
  failed: number;
  /** Orders older than a week with no payment: no longer looked at. */
  gaveUp: number;
  /** True when the run stopped at its time budget with due orders left for the next run. */
  unfinished: boolean;
}

/**
 * The scheduled reconciler's body (index.ts runs it every 5 minutes): every
 * order that is due a look (paymentChecks) is asked about at Razorpay, page
 * by page, CONCURRENCY at a time, within the run's time budget. A captured or
 * authorised payment settles the order (settleOrder); otherwise the order's
 * next look is pushed back by its age. One order's failure does not stop the
 * others.
 */
export async function reconcilePendingPayments({
  now = new Date(),
  budgetMs = DEFAULT_BUDGET_MS,
  pageSize = PAGE_SIZE,
}: { now?: Date; budgetMs?: number; pageSize?: number } = {}): Promise<ReconcileSummary> {
  const deadline = Date.now() + budgetMs;
  const summary: ReconcileSummary = {
    checked: 0,
    markedPaid: 0,
    notCaptured: 0,
    confirming: 0,
    unchanged: 0,
    failed: 0,
    gaveUp: 0,
    unfinished: false,
  };
  let page = await ordersDueForCheck(now, pageSize);
  while (page.length > 0) {
    await inPool(page, CONCURRENCY, async (due) => {
      if (Date.now() >= deadline) return;
      summary.checked += 1;
      await check(due, now, summary);
    });
    if (Date.now() >= deadline) {
      summary.unfinished = true;
      break;
    }
    if (page.length < pageSize) break;
    page = await ordersDueForCheck(now, pageSize, page.at(-1)?.snapshot);
  }
  paymentLog.reconciled({ ...summary });
  return summary;
}

async function check(due: DueOrder, now: Date, summary: ReconcileSummary) {
  const { uid, orderId, razorpayOrderId } = due;
  try {
    if (due.status !== "pending" || !razorpayOrderId) {
      summary.unchanged += 1;
      return await scheduleNextCheck(due, null);
    }
    const outcome = await settleOrderFromRazorpay(
      { uid, orderId, razorpayOrderId },
      "reconciler",
      RAZORPAY_TIMEOUT_MS,
    );
    if (outcome === "marked-paid") summary.markedPaid += 1;
    else if (outcome === "confirming") summary.confirming += 1;
    else {
      if (outcome === "not-captured" || outcome === "waiting" || outcome === "payment-failed") {
        summary.notCaptured += 1;
      } else summary.unchanged += 1;
      await lookAgainLater(due, now, summary, outcome === "not-captured" && due.confirming);
    }
  } catch (error) {
    summary.failed += 1;
    paymentLog.razorpayCheckFailed(error, { uid, orderId, razorpayOrderId, via: "reconciler" });
    await scheduleNextCheck(due, new Date(now.getTime() + RETRY_CHECK_DELAY_MS)).catch(
      () => undefined,
    );
  }
}

/** Pushes the order back in the queue by its age, or out of it after a week. */
async function lookAgainLater(
  due: DueOrder,
  now: Date,
  summary: ReconcileSummary,
  forgetConfirming = false,
) {
  const age = now.getTime() - (due.createdAt ?? now).getTime();
  const delay = nextCheckDelay(age);
  if (delay === null) {
    summary.gaveUp += 1;
    paymentLog.reconcilerGaveUp({ uid: due.uid, orderId: due.orderId });
  }
  const at = delay === null ? null : new Date(now.getTime() + delay);
  await scheduleNextCheck(due, at, { forgetConfirming });
}

async function inPool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}
