import { FieldValue } from "firebase-admin/firestore";
import { paidOutcome, type PaidOutcome, type PaymentEvidence } from "../domain";
import { readDecideWrite, unchangedSince } from "../lib/optimistic";
import { orderRef } from "../orders/orderRepository";
import { emailSettledIn } from "../orderEmails/emailClaims";
import { sendOrderEmailOnce } from "../orderEmails/orderEmails";
import { eventRef, ledgerEntry, type LedgerEvent } from "./eventLedger";
import { paymentLog, type PaidVia } from "./paymentLog";
import { paymentStateOf } from "./paymentRepository";

export interface MarkPaidRequest {
  uid: string;
  orderId: string;
  paymentId: string;
  evidence: PaymentEvidence;
  via: PaidVia;
  /** Webhooks only: the ledger entry is written in the same commit. */
  event?: LedgerEvent | undefined;
}

export type MarkPaidResult = PaidOutcome | "duplicate-event";

/**
 * The one write that makes an order paid, lock-free: a ledgered event changes nothing, and only a
 * captured payment of the stored amount (paidOutcome) moves pending → paid, once.
 */
export async function markOrderPaid(request: MarkPaidRequest): Promise<MarkPaidResult> {
  const { uid, orderId, paymentId, evidence, event } = request;
  const ref = orderRef(uid, orderId);
  let paidBy: unknown;
  let emailSettled = false;
  const ledger = event ? eventRef(event.id) : undefined;
  const refs = ledger ? [ref, ledger] : [ref];
  const outcome = await readDecideWrite<MarkPaidResult>(refs, ([snapshot, seen], batch) => {
    if (!snapshot || seen?.exists) return "duplicate-event";
    paidBy = snapshot.get("paymentId");
    emailSettled = emailSettledIn(snapshot.get("emails"), "confirmation");
    const result = paidOutcome(paymentStateOf(snapshot.data()), evidence);
    if (result === "marked-paid") {
      batch.update(
        ref,
        {
          status: "paid",
          paymentId,
          paidAt: FieldValue.serverTimestamp(),
          paymentMethod: "razorpay",
          paymentStatus: "captured",
          // Bookkeeping of the wait for Razorpay, over once the money is captured.
          paymentConfirming: FieldValue.delete(),
          captureClaim: FieldValue.delete(),
          nextPaymentCheckAt: FieldValue.delete(),
        },
        unchangedSince(snapshot),
      );
    }
    if (ledger && event)
      batch.create(ledger, ledgerEntry(event, { outcome: result, uid, orderId }));
    return result;
  });
  paymentLog.paidOutcome(outcome, {
    via: request.via,
    uid,
    orderId,
    paymentId,
    razorpayOrderId: evidence.razorpayOrderId,
    amount: evidence.amount,
    currency: evidence.currency,
    paymentStatus: evidence.status,
    ...(event ? { eventId: event.id, event: event.name } : {}),
  });
  // Every path that finds the order paid asks, unless the order it read says
  // the confirmation is sent or being sent: the first sends it, a crashed send is retried.
  if ((outcome === "marked-paid" || outcome === "already-paid") && !emailSettled) {
    await sendOrderEmailOnce(uid, orderId, "confirmation");
  }
  if (outcome === "already-paid" && paidBy !== paymentId && evidence.status === "captured") {
    paymentLog.secondCapture({ uid, orderId, paymentId, paidBy, via: request.via });
  }
  return outcome;
}
