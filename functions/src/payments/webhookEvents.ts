import { recordEventOnce, type LedgerEvent } from "./eventLedger";
import { paymentLog } from "./paymentLog";
import { WEBHOOK_RAZORPAY_TIMEOUT_MS } from "./paymentTiming";
import { recordPaymentFailure } from "./recordPaymentFailure";
import { paymentOfEvent, type WebhookEvent } from "./razorpaySchemas";
import { shopOrderOf } from "./razorpayOrderIndex";
import { REFUND_EVENT_STATES, applyRefundEvent } from "./refundEvents";
import { settlePayment } from "./settleOrder";

/**
 * The events subscribed to (docs/deploy.md step 9): those that move a payment or a refund; any
 * other is recorded and left.
 */
export const WEBHOOK_EVENTS = [
  "payment.authorized",
  "payment.captured",
  "order.paid",
  "payment.failed",
  "refund.created",
  "refund.processed",
  "refund.failed",
] as const;

const PAYMENT_EVENTS = new Set([
  "payment.authorized",
  "payment.captured",
  "order.paid",
  "payment.failed",
]);

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
  if (!PAYMENT_EVENTS.has(event.event)) return recordEventOnce(ledger, { outcome: "ignored" });
  if (!payment) return ignore(ledger, "no-usable-payment");
  if (!payment.order_id) return ignore(ledger, "not-an-order-payment");
  const { target, seen } = await shopOrderOf(payment.order_id, eventId);
  if (!target) return ignore(ledger, "not-a-shop-order");
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

async function ignore(ledger: LedgerEvent, reason: string): Promise<string> {
  paymentLog.webhookIgnored(reason, { eventId: ledger.id, event: ledger.name });
  return recordEventOnce(ledger, { outcome: reason });
}
