import { FieldValue, Timestamp, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { COLLECTIONS } from "../domain";
import { drainDueQueue } from "../lib/dueQueue";
import { db } from "../lib/firestore";
import { lostRace, unchangedSince } from "../lib/optimistic";
import { paymentLog } from "./paymentLog";
import { RETRY_CHECK_DELAY_MS, nextCheckDelay } from "./paymentTiming";
import { settleOrderFromRazorpay } from "./settleOrder";

/** What index.ts gives the scheduled run; the budget leaves room to log and stop cleanly. */
export const RECONCILE_TIMEOUT_SECONDS = 300;
const DEFAULT_BUDGET_MS = (RECONCILE_TIMEOUT_SECONDS - 60) * 1000;
const PAGE_SIZE = 100;
/** Razorpay calls in flight at once: fast enough for thousands, gentle on its rate limits. */
const CONCURRENCY = 8;
const RAZORPAY_TIMEOUT_MS = 8000;

const NO_CHECKS = {
  checked: 0,
  markedPaid: 0,
  notCaptured: 0,
  confirming: 0,
  unchanged: 0,
  failed: 0,
  gaveUp: 0,
  unfinished: false,
};

/**
 * The scheduled reconciler (index.ts, every 5 minutes) over orders carrying `nextPaymentCheckAt`;
 * each look moves an order back, so abandoned orders cannot crowd out a charged one. `gaveUp`:
 * orders a week old with no payment, no longer looked at; `unfinished`: due orders were left.
 */
export async function reconcilePendingPayments({
  now = new Date(),
  budgetMs = DEFAULT_BUDGET_MS,
  pageSize = PAGE_SIZE,
}: { now?: Date; budgetMs?: number; pageSize?: number } = {}) {
  const summary = { ...NO_CHECKS };
  const orders = db().collectionGroup(COLLECTIONS.orders);
  const run = { now, budgetMs, pageSize, concurrency: CONCURRENCY };
  summary.unfinished = await drainDueQueue(orders, "nextPaymentCheckAt", run, async (due) => {
    if (!due.ref.parent.parent) return;
    summary.checked += 1;
    await check(due, now, summary);
  });
  paymentLog.reconciled({ ...summary });
  return summary;
}

/** An order in the queue (its `nextPaymentCheckAt` has passed), read by the queue's page. */
type DueOrder = QueryDocumentSnapshot;
type ReconcileSummary = typeof NO_CHECKS;

async function check(due: DueOrder, now: Date, summary: ReconcileSummary) {
  const target = { uid: due.ref.parent.parent?.id ?? "", orderId: due.id };
  const razorpayOrderId: unknown = due.get("razorpayOrderId");
  try {
    if (due.get("status") !== "pending" || typeof razorpayOrderId !== "string") {
      summary.unchanged += 1;
      return await scheduleNextCheck(due, null);
    }
    // The page's snapshot is the order as just read: settling it needs no read of its own.
    const outcome = await settleOrderFromRazorpay(
      { ...target, razorpayOrderId },
      "reconciler",
      RAZORPAY_TIMEOUT_MS,
      due,
    );
    if (outcome === "marked-paid") summary.markedPaid += 1;
    else if (outcome === "confirming") summary.confirming += 1;
    else {
      if (outcome === "not-captured" || outcome === "waiting" || outcome === "payment-failed") {
        summary.notCaptured += 1;
      } else summary.unchanged += 1;
      const confirming = due.get("paymentConfirming") !== undefined;
      await lookAgainLater(due, now, summary, outcome === "not-captured" && confirming);
    }
  } catch (error) {
    summary.failed += 1;
    paymentLog.razorpayCheckFailed(error, { ...target, razorpayOrderId, via: "reconciler" });
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
  const createdAt: unknown = due.get("createdAt");
  const age = createdAt instanceof Timestamp ? now.getTime() - createdAt.toMillis() : 0;
  const delay = nextCheckDelay(age);
  if (delay === null) {
    summary.gaveUp += 1;
    paymentLog.reconcilerGaveUp({ uid: due.ref.parent.parent?.id, orderId: due.id });
  }
  const at = delay === null ? null : new Date(now.getTime() + delay);
  await scheduleNextCheck(due, at, { forgetConfirming });
}

/** The next look (null: none); `forgetConfirming` (unless changed): the shopper may pay again. */
async function scheduleNextCheck(
  due: DueOrder,
  at: Date | null,
  { forgetConfirming = false } = {},
): Promise<void> {
  const next = { nextPaymentCheckAt: at ? Timestamp.fromDate(at) : FieldValue.delete() };
  if (!forgetConfirming) return void (await due.ref.update(next));
  const forget = {
    ...next,
    paymentConfirming: FieldValue.delete(),
    captureClaim: FieldValue.delete(),
  };
  await due.ref.update(forget, unchangedSince(due)).catch(async (error: unknown) => {
    if (!lostRace(error)) throw error;
    await due.ref.update(next); // changed meanwhile: the next look decides again
  });
}
