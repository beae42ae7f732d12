import { FieldValue, Timestamp, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { COLLECTIONS, awaitingPayment } from "../domain";
import {
  issueCreditNote,
  issueInvoice,
  notesOf,
  processedRefunds,
  sellerParty,
} from "../invoices/issueInvoice";
import { drainDueQueue } from "../lib/dueQueue";
import { db } from "../lib/firestore";
import { lostRace, unchangedSince } from "../lib/optimistic";
import { expiredHolds, releaseExpiredHold } from "../orders/stockHolds";
import { paymentLog } from "./paymentLog";
import { RETRY_CHECK_DELAY_MS, nextCheckDelay } from "./paymentTiming";
import { settleOrderFromRazorpay } from "./settleOrder";

/** What index.ts gives the scheduled run; the budget leaves room to log and stop cleanly. */
export const RECONCILE_TIMEOUT_SECONDS = 300;
/** Razorpay calls in flight at once: fast enough for thousands, gentle on its rate limits. */
const CONCURRENCY = 8;
const RAZORPAY_TIMEOUT_MS = 8000;
type Counted = "markedPaid" | "confirming" | "notCaptured" | "unchanged" | "failed" | "gaveUp";

// Each look moves an order back in the queue, so abandoned ones cannot crowd out a charged one.
// `gaveUp`: a week old with no payment; `unfinished`: due orders were left.
export async function reconcilePendingPayments({
  now = new Date(),
  budgetMs = (RECONCILE_TIMEOUT_SECONDS - 60) * 1000,
  pageSize = 100,
} = {}) {
  const summary = {
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
  const deadline = Date.now() + budgetMs;
  const run = { now, budgetMs, pageSize, concurrency: CONCURRENCY };
  summary.unfinished = await drainDueQueue(orders, "nextPaymentCheckAt", run, async (due) => {
    if (!due.ref.parent.parent) return;
    summary.checked += 1;
    await check(due, now, summary);
  });
  paymentLog.reconciled({ ...summary });
  // Then, in the time left, paid orders whose invoice or credit note was not issued at once.
  const tax = { due: 0, failed: 0, unfinished: false };
  const left = { ...run, budgetMs: Math.max(0, deadline - Date.now()) };
  tax.unfinished = await drainDueQueue(orders, "taxDocumentsDueAt", left, async (due) => {
    tax.due += 1;
    if (!(await issueOwedTaxDocuments(due, now))) tax.failed += 1;
  });
  logger.info("tax documents of due orders", tax);
  // Then prepaid holds past their 30 minutes give their units back (docs/stock.md).
  const holds = { released: 0, unfinished: false };
  const rest = { ...run, budgetMs: Math.max(0, deadline - Date.now()) };
  holds.unfinished = await drainDueQueue(expiredHolds(orders), "stockHold.expiresAt", rest, (due) =>
    releaseExpiredHold(due, now).then(() => void (holds.released += 1)),
  );
  logger.info("expired stock holds", holds);
  return summary;
}

/** The order's invoice, then a note per processed refund; a failure is tried again later. */
async function issueOwedTaxDocuments(due: QueryDocumentSnapshot, now: Date) {
  const [uid, orderId] = [due.ref.parent.parent?.id ?? "", due.id];
  const data = due.data();
  try {
    const refunds = processedRefunds(data);
    if (data.status === "paid" && (!data.invoiceNumber || refunds.length > notesOf(data).length)) {
      await issueInvoice(uid, orderId, sellerParty(), now);
      for (const refund of refunds) await issueCreditNote(uid, orderId, refund, now);
    } else {
      // Nothing owed: the mark alone goes, unless the order changed meanwhile.
      await due.ref.update({ taxDocumentsDueAt: FieldValue.delete() }, unchangedSince(due));
    }
    return true;
  } catch (error) {
    if (lostRace(error)) return true;
    const text = error instanceof Error ? error.message : String(error);
    logger.error("tax documents not issued; tried again later", { uid, orderId, error: text });
    const later = Timestamp.fromMillis(now.getTime() + RETRY_CHECK_DELAY_MS);
    await due.ref.update({ taxDocumentsDueAt: later }).catch(() => undefined);
    return false;
  }
}

async function check(due: QueryDocumentSnapshot, now: Date, summary: Record<Counted, number>) {
  const target = { uid: due.ref.parent.parent?.id ?? "", orderId: due.id };
  const razorpayOrderId: unknown = due.get("razorpayOrderId");
  const later = (ms: number) => new Date(now.getTime() + ms);
  try {
    if (!awaitingPayment(due.get("status")) || typeof razorpayOrderId !== "string") {
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
    if (outcome === "marked-paid") return void (summary.markedPaid += 1);
    if (outcome === "confirming") return void (summary.confirming += 1);
    const notCaptured = ["not-captured", "waiting", "payment-failed"].includes(outcome);
    summary[notCaptured ? "notCaptured" : "unchanged"] += 1;
    // Pushed back in the queue by the order's age, or out of it after a week.
    const createdAt: unknown = due.get("createdAt");
    const age = createdAt instanceof Timestamp ? now.getTime() - createdAt.toMillis() : 0;
    const delay = nextCheckDelay(age);
    if (delay === null) {
      summary.gaveUp += 1;
      paymentLog.reconcilerGaveUp(target);
    }
    const forget = outcome === "not-captured" && due.get("paymentConfirming") !== undefined;
    await scheduleNextCheck(due, delay === null ? null : later(delay), forget);
  } catch (error) {
    summary.failed += 1;
    paymentLog.razorpayCheckFailed(error, { ...target, razorpayOrderId, via: "reconciler" });
    await scheduleNextCheck(due, later(RETRY_CHECK_DELAY_MS)).catch(() => undefined);
  }
}

/** The next look (null: none); `forgetConfirming` (unless changed): the shopper may pay again. */
async function scheduleNextCheck(due: QueryDocumentSnapshot, at: Date | null, forget = false) {
  const next = { nextPaymentCheckAt: at ? Timestamp.fromDate(at) : FieldValue.delete() };
  if (!forget) return void (await due.ref.update(next));
  const forgotten = {
    ...next,
    paymentConfirming: FieldValue.delete(),
    captureClaim: FieldValue.delete(),
  };
  await due.ref.update(forgotten, unchangedSince(due)).catch(async (error: unknown) => {
    if (!lostRace(error)) throw error;
    await due.ref.update(next); // changed meanwhile: the next look decides again
  });
}
