import { FieldValue } from "firebase-admin/firestore";
import { readDecideWrite, unchangedSince } from "../lib/optimistic";
import { orderRef } from "../orders/orderRepository";
import { eventRef, ledgerEntry, type LedgerEvent } from "./eventLedger";
import { paymentStateOf } from "./paymentRepository";

export type FailureOutcome =
  | "failure-recorded"
  | "ignored-already-paid"
  | "order-not-found"
  | "razorpay-order-mismatch"
  | "duplicate-event";

/**
 * payment.failed: the error is kept on a pending order as lastPaymentError; status never changes,
 * and a paid order is left untouched.
 */
export async function recordPaymentFailure(request: {
  uid: string;
  orderId: string;
  razorpayOrderId: string;
  paymentId: string;
  code: string;
  description: string;
  event: LedgerEvent;
}): Promise<FailureOutcome> {
  const { uid, orderId, event } = request;
  const ref = orderRef(uid, orderId);
  const ledger = eventRef(event.id);
  return readDecideWrite<FailureOutcome>([ref, ledger], ([snapshot, seen], batch) => {
    if (!snapshot || seen?.exists) return "duplicate-event";
    const stored = paymentStateOf(snapshot.data());
    let outcome: FailureOutcome;
    if (!stored) outcome = "order-not-found";
    else if (stored.razorpayOrderId !== request.razorpayOrderId)
      outcome = "razorpay-order-mismatch";
    else if (stored.status === "paid") outcome = "ignored-already-paid";
    else outcome = "failure-recorded";
    if (outcome === "failure-recorded") {
      const lastPaymentError = {
        code: request.code,
        description: request.description,
        paymentId: request.paymentId,
        at: FieldValue.serverTimestamp(),
      };
      batch.update(ref, { lastPaymentError }, unchangedSince(snapshot));
    }
    batch.create(ledger, ledgerEntry(event, { outcome, uid, orderId }));
    return outcome;
  });
}
