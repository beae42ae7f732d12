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

/** An order in the queue: its `nextPaymentCheckAt` has passed. */
interface DueOrder {
  uid: string;
  orderId: string;
  razorpayOrderId: string | undefined;
  status: unknown;
  createdAt: Date | undefined;
  /** The order says a payment is being confirmed (paymentConfirming). */
  confirming: boolean;
  snapshot: QueryDocumentSnapshot;
}

/**
 * The scheduled reconciler (index.ts, every 5 minutes) over orders carrying `nextPaymentCheckAt`;
 * each look moves an order back, so abandoned orders cannot crowd out a charged one.
 */
export async function reconcilePendingPayments({
  now = new Date(),
  budgetMs = DEFAULT_BUDGET_MS,
  pageSize = PAGE_SIZE,
}: { now?: Date; budgetMs?: number; pageSize?: number } = {}): Promise<ReconcileSummary> {
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
  const orders = db().collectionGroup(COLLECTIONS.orders);
  const run = { now, budgetMs, pageSize, concurrency: CONCURRENCY };
  summary.unfinished = await drainDueQueue(orders, "nextPaymentCheckAt", run, async (doc) => {
    const uid = doc.ref.parent.parent?.id;
    if (!uid) return;
    summary.checked += 1;
    const id: unknown = doc.get("razorpayOrderId");
    const createdAt: unknown = doc.get("createdAt");
    const due: DueOrder = {
      uid,
      orderId: doc.id,
      razorpayOrderId: typeof id === "string" ? id : undefined,
      status: doc.get("status"),
      createdAt: createdAt instanceof Timestamp ? createdAt.toDate() : undefined,
      confirming: doc.get("paymentConfirming") !== undefined,
      snapshot: doc,
    };
    await check(due, now, summary);
  });
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

/**
 * The next look (null: out of the queue). `forgetConfirming`: Razorpay holds no payment any more,
 * so the shopper may pay again; only if the order is unchanged.
 */
async function scheduleNextCheck(
  due: DueOrder,
  at: Date | null,
  { forgetConfirming = false } = {},
): Promise<void> {
  const next = { nextPaymentCheckAt: at ? Timestamp.fromDate(at) : FieldValue.delete() };
  if (!forgetConfirming) return void (await due.snapshot.ref.update(next));
  const forget = {
    ...next,
    paymentConfirming: FieldValue.delete(),
    captureClaim: FieldValue.delete(),
  };
  await due.snapshot.ref
    .update(forget, unchangedSince(due.snapshot))
    .catch(async (error: unknown) => {
      if (!lostRace(error)) throw error;
      await due.snapshot.ref.update(next); // changed meanwhile: the next look decides again
    });
}
