import { randomUUID } from "node:crypto";
import {
  FieldValue,
  type DocumentData,
  type DocumentSnapshot,
  type Timestamp,
  type UpdateData,
} from "firebase-admin/firestore";
import { paidOutcome, paymentAction, type PaymentEvidence } from "../domain";
import { issueInvoice, issueNow, sellerParty, taxDocumentsDue } from "../invoices/issueInvoice";
import { db } from "../lib/firestore";
import { unchangedSince } from "../lib/optimistic";
import { orderRef } from "../orders/orderRepository";
import { takeUnits } from "../orders/stockHolds";
import { claimEmailIn, type ClaimResult } from "../orderEmails/emailClaims";
import { sendClaimedOrderEmail } from "../orderEmails/orderEmails";
import { eventRef, ledgered, type LedgerEvent, type ShopOrderRef } from "./eventLedger";
import { paymentLog, type PaidVia } from "./paymentLog";
import { claimCapture, markConfirming, paymentStateOf } from "./paymentRepository";
import {
  ALREADY_CAPTURED,
  RazorpayApiError,
  capturePayment,
  fetchOrderPayments,
  fetchPayment,
  type RazorpayPayment,
} from "./razorpayClient";

interface SettleOptions {
  timeoutMs: number;
  /** Webhooks: the ledger entry, written in the commit of what the event decided. */
  event?: LedgerEvent | undefined;
  /** false (the webhook, given 5 s): an authorised payment is only marked confirming. */
  capture?: boolean;
  /** The order (and the event's absent ledger entry) as the caller just read them: the first
   * decision needs no read, and the entry's create() refuses a redelivery applied meanwhile. */
  first?: DocumentSnapshot[] | undefined;
}

const evidenceOf = (payment: RazorpayPayment): PaymentEvidence => ({
  razorpayOrderId: payment.order_id,
  amount: payment.amount,
  currency: payment.currency,
  status: payment.status,
});

// The one way a payment reaches an order: captured marks it paid; authorised is captured first
// unless told not ("confirming" meanwhile). If a call fails, the reconciler finishes.
export async function settlePayment(
  target: ShopOrderRef,
  payment: RazorpayPayment,
  via: PaidVia,
  { timeoutMs, event, capture, first: given }: SettleOptions,
) {
  // Read once (with the webhook's ledger entry): the write that follows decides on it.
  const refs = [orderRef(target.uid, target.orderId), ...(event ? [eventRef(event.id)] : [])];
  const first = given ?? (await db().getAll(...refs));
  const action = paymentAction(paymentStateOf(first[0]?.data()), evidenceOf(payment));
  // Captured, already paid, or a mismatch: markOrderPaid decides and records, on the same read.
  if (payment.status === "captured" || !["failed", "wait", "capture"].includes(action)) {
    return markOrderPaid(target, payment, via, event, first);
  }
  if (action === "failed") return "payment-failed";
  if (action === "wait") return "waiting";
  if (capture === false) return markConfirming(target, payment.id, event, first);
  const claim = await claimCapture(first[0] as DocumentSnapshot, payment.id);
  const logged = { ...target, via, paymentId: payment.id };
  if (claim === "already-paid") paymentLog.secondAuthorisation(logged);
  if (claim !== "claimed") return claim === "already-paid" ? claim : "confirming";
  // Captured now, or found captured meanwhile; else (Razorpay could not say) still confirming.
  let captured: RazorpayPayment | undefined;
  try {
    captured = await capturePayment(payment, timeoutMs);
    paymentLog.captured({ ...logged, amount: payment.amount });
  } catch (error) {
    try {
      if (!(error instanceof RazorpayApiError && error.message.includes(ALREADY_CAPTURED))) {
        throw error;
      }
      const now = await fetchPayment(payment.id, timeoutMs);
      if (now.status === "captured") captured = now;
    } catch (failure) {
      paymentLog.captureFailed(failure, logged);
    }
  }
  return captured ? markOrderPaid(target, captured, via, event) : "confirming";
}

/** Settles the order's payment that counts (captured, else authorised) as Razorpay lists them. */
export async function settleOrderFromRazorpay(
  target: ShopOrderRef & { razorpayOrderId: string },
  via: PaidVia,
  timeoutMs: number,
  read?: DocumentSnapshot,
) {
  const payments = (await fetchOrderPayments(target.razorpayOrderId, timeoutMs)).filter(
    (p) => p.order_id === target.razorpayOrderId,
  );
  const chosen =
    payments.find((p) => p.status === "captured") ??
    payments.find((p) => p.status === "authorized");
  if (!chosen) return "not-captured";
  return settlePayment(target, chosen, via, { timeoutMs, first: read && [read] });
}

// The one write that makes an order paid, lock-free: a ledgered event changes nothing, and only
// a captured payment of the stored amount (paidOutcome) moves pending → paid, once.
async function markOrderPaid(
  { uid, orderId }: ShopOrderRef,
  payment: RazorpayPayment,
  via: PaidVia,
  event?: LedgerEvent,
  first?: DocumentSnapshot[],
) {
  const { id: paymentId } = payment;
  const evidence = evidenceOf(payment);
  const ask = { uid, orderId, key: "confirmation" as const, token: randomUUID(), now: new Date() };
  let paidBy: unknown;
  let email: ClaimResult | undefined;
  const outcome = await ledgered(
    { uid, orderId },
    event,
    (snapshot, batch, committed) => {
      email = undefined;
      paidBy = snapshot.get("paymentId");
      const data = snapshot.data();
      const result = paidOutcome(paymentStateOf(data), evidence);
      const fields: UpdateData<DocumentData> =
        result !== "marked-paid" || !data
          ? {}
          : {
              status: "paid",
              paymentId,
              paidAt: FieldValue.serverTimestamp(),
              paymentMethod: "razorpay",
              paymentStatus: "captured",
              // Bookkeeping of the wait for Razorpay, over once the money is captured.
              paymentConfirming: FieldValue.delete(),
              captureClaim: FieldValue.delete(),
              nextPaymentCheckAt: FieldValue.delete(),
              // A COD order paid online: its fee falls away (docs/cod.md).
              ...(data?.codFee === undefined ? {} : { codFee: FieldValue.delete() }),
              ...taxDocumentsDue(ask.now),
              // The order's units leave the shelf for good (docs/stock.md).
              ...takeUnits(batch, data, { uid, orderId, via }),
            };
      // Every path that finds the order paid claims its confirmation here: the first sends it.
      if (data && (result === "marked-paid" || result === "already-paid")) {
        const order = result === "marked-paid" ? { ...data, status: "paid" } : data;
        const { claim, emails } = claimEmailIn(batch, ask, order);
        if (emails) fields.emails = emails;
        email = claim.kind === "claimed" ? { ...claim, committed } : claim;
      }
      if (Object.keys(fields).length > 0)
        batch.update(snapshot.ref, fields, unchangedSince(snapshot));
      return result;
    },
    first,
  );
  const { status: paymentStatus, ...paid } = evidence;
  const logged = { via, uid, orderId, paymentId, ...paid, paymentStatus };
  paymentLog.paidOutcome(outcome, {
    ...logged,
    ...(event && { eventId: event.id, event: event.name }),
  });
  // The invoice before the confirmation, which names it; never for an order this call did not pay.
  const issued: { at?: Timestamp } = {};
  const invoice =
    outcome === "marked-paid"
      ? await issueNow("invoice", { uid, orderId }, () =>
          issueInvoice(uid, orderId, sellerParty(), new Date(), issued),
        )
      : undefined;
  // The e-mail's record is then guarded by the invoice's commit, the order's latest write.
  if (email?.kind === "claimed" && invoice) {
    const order = { ...email.order, invoiceNumber: invoice.number };
    email = { ...email, order, committed: issued };
  }
  // A lost race's claim is not sent: the attempt that committed found the event ledgered.
  if (email && outcome !== "duplicate-event") await sendClaimedOrderEmail(ask, email);
  if (outcome === "already-paid" && paidBy !== paymentId && evidence.status === "captured") {
    paymentLog.secondCapture({ uid, orderId, paymentId, paidBy, via });
  }
  return outcome;
}
