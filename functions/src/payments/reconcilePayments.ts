import { paymentLog } from "./paymentLog";
import { pendingPaymentsCreatedBetween } from "./paymentRepository";
import { settleFromRazorpay } from "./settleFromRazorpay";

const MINUTE = 60_000;
/** Younger orders may still be mid-checkout; their confirm or webhook is on its way. */
export const RECONCILE_MIN_AGE_MS = 5 * MINUTE;
/** Older pending orders are abandoned carts; asking Razorpay about them forever costs calls. */
export const RECONCILE_MAX_AGE_MS = 7 * 24 * 60 * MINUTE;
const BATCH = 200;

export interface ReconcileSummary {
  checked: number;
  markedPaid: number;
  notCaptured: number;
  unchanged: number;
  failed: number;
}

/**
 * The scheduled reconciler's body (index.ts runs it every 5 minutes): pending
 * orders that reached Razorpay and are older than a few minutes are checked
 * with Razorpay; captured ones become paid. One order's failure does not stop
 * the others; the next run tries again.
 */
export async function reconcilePendingPayments({
  now = new Date(),
  minAgeMs = RECONCILE_MIN_AGE_MS,
  maxAgeMs = RECONCILE_MAX_AGE_MS,
}: { now?: Date; minAgeMs?: number; maxAgeMs?: number } = {}): Promise<ReconcileSummary> {
  const pending = await pendingPaymentsCreatedBetween(
    new Date(now.getTime() - maxAgeMs),
    new Date(now.getTime() - minAgeMs),
    BATCH,
  );
  const summary: ReconcileSummary = {
    checked: 0,
    markedPaid: 0,
    notCaptured: 0,
    unchanged: 0,
    failed: 0,
  };
  for (const target of pending) {
    summary.checked += 1;
    try {
      const outcome = await settleFromRazorpay(target, "reconciler");
      if (outcome === "marked-paid") summary.markedPaid += 1;
      else if (outcome === "not-captured") summary.notCaptured += 1;
      else summary.unchanged += 1;
    } catch (error) {
      summary.failed += 1;
      paymentLog.razorpayCheckFailed(error, { ...target, via: "reconciler" });
    }
  }
  paymentLog.reconciled({ ...summary });
  return summary;
}
