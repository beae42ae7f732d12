import { FieldValue } from "firebase-admin/firestore";
import { readDecideWrite, unchangedSince } from "../lib/optimistic";
import { orderRef } from "../orders/orderRepository";
import {
  eventRef,
  ledgerEntry,
  ignoreEvent,
  recordEventOnce,
  shopOrderOf,
  type LedgerEvent,
} from "./eventLedger";
import { paymentStateOf } from "./paymentRepository";
import { WEBHOOK_RAZORPAY_TIMEOUT_MS } from "./paymentTiming";
import { paymentOfEvent, type WebhookEvent } from "./razorpaySchemas";
import { REFUND_EVENT_STATES, applyRefundEvent } from "./refundEvents";
import { settlePayment } from "./settleOrder";

/** The events subscribed to (docs/deploy.md step 9); any other is recorded and left. */
export const WEBHOOK_EVENTS = [
  "payment.authorized",
  "payment.captured",
  "order.paid",
  "payment.failed",
  "refund.created",
  "refund.processed",
  "refund.failed",
] as const;

/**
 * Applies one verified event (the outcome is its ledger entry). The order comes from
 * razorpayOrders, never the notes; throws only on a transient failure, for Razorpay to retry.
 */
export async function applyWebhookEvent(eventId: string, event: WebhookEvent): Promise<string> {
  const payment = paymentOfEvent(event);
  const ledger: LedgerEvent = {
    id: eventId,
    name: event.event,
    razorpayOrderId: payment?.order_id ?? undefined,
    paymentId: payment?.id,
    amount: payment?.amount,
    currency: payment?.currency,
  };
  const refundState = REFUND_EVENT_STATES.get(event.event);
  if (refundState) return applyRefundEvent(ledger, event, refundState);
  // Refund events were taken above: what is left of the list moves a payment.
  const subscribed = (WEBHOOK_EVENTS as readonly string[]).includes(event.event);
  if (!subscribed) return recordEventOnce(ledger, { outcome: "ignored" });
  if (!payment) return ignoreEvent(ledger, "no-usable-payment");
  if (!payment.order_id) return ignoreEvent(ledger, "not-an-order-payment");
  const { target, seen } = await shopOrderOf(payment.order_id, eventId);
  if (!target) return ignoreEvent(ledger, "not-a-shop-order");
  if (seen) return "duplicate-event";

  if (event.event === "payment.failed") {
    return recordPaymentFailure({
      ...target,
      razorpayOrderId: payment.order_id,
      paymentId: payment.id,
      code: payment.error_code ?? "UNKNOWN",
      description: payment.error_description ?? "Payment failed",
      event: ledger,
    });
  }
  // No call to Razorpay while it waits for the answer: an authorised payment
  // is marked confirming, and captured by auto-capture or the reconciler.
  const outcome = await settlePayment(target, payment, "webhook", {
    timeoutMs: WEBHOOK_RAZORPAY_TIMEOUT_MS,
    event: ledger,
    capture: false,
  });
  // markOrderPaid and markConfirming record what they decide in their own commit.
  if (outcome === "waiting" || outcome === "payment-failed") {
    return recordEventOnce(ledger, { outcome, ...target });
  }
  return outcome;
}

type FailureOutcome =
  | "failure-recorded"
  | "ignored-already-paid"
  | "order-not-found"
  | "razorpay-order-mismatch"
  | "duplicate-event";

/** payment.failed: kept on a pending order as lastPaymentError; no status or paid order changes. */
async function recordPaymentFailure(request: {
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
