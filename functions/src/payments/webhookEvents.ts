import { recordEventOnce, type LedgerEvent } from "./eventLedger";
import { markOrderPaid } from "./markOrderPaid";
import { fetchRazorpayOrder } from "./razorpayClient";
import { recordPaymentFailure } from "./recordPaymentFailure";
import {
  shopOrderRefFrom,
  type RazorpayOrder,
  type RazorpayPayment,
  type ShopOrderRef,
  type WebhookEvent,
} from "./razorpaySchemas";

const PAID_EVENTS = new Set(["payment.captured", "order.paid"]);

/**
 * Applies one verified Razorpay event and says what happened (the outcome is
 * also the ledger entry). Throws only on a transient failure, for which the
 * webhook answers non-2xx so that Razorpay retries.
 */
export async function applyWebhookEvent(eventId: string, event: WebhookEvent): Promise<string> {
  const payment = event.payload.payment?.entity;
  const ledger: LedgerEvent = {
    id: eventId,
    name: event.event,
    razorpayOrderId: payment?.order_id,
    paymentId: payment?.id,
    amount: payment?.amount,
    currency: payment?.currency,
  };
  const handled = PAID_EVENTS.has(event.event) || event.event === "payment.failed";
  if (!payment || !handled) return recordEventOnce(ledger, { outcome: "ignored" });

  const target = await shopOrderFor(payment, event.payload.order?.entity);
  if (!target) return recordEventOnce(ledger, { outcome: "not-a-shop-order" });

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
  if (payment.status !== "captured") {
    return recordEventOnce(ledger, { outcome: "not-captured", ...target });
  }
  return markOrderPaid({
    ...target,
    paymentId: payment.id,
    evidence: {
      razorpayOrderId: payment.order_id,
      amount: payment.amount,
      currency: payment.currency,
    },
    via: "webhook",
    event: ledger,
  });
}

/**
 * startPayment wrote {uid, orderId} into the Razorpay order's notes. order.paid
 * carries the order; payment events carry only the payment, whose notes are the
 * checkout's, so the order is fetched from Razorpay when they lack them.
 */
async function shopOrderFor(
  payment: RazorpayPayment,
  order: RazorpayOrder | undefined,
): Promise<ShopOrderRef | null> {
  const fromPayload =
    (order?.id === payment.order_id ? shopOrderRefFrom(order.notes) : null) ??
    shopOrderRefFrom(payment.notes);
  if (fromPayload) return fromPayload;
  return shopOrderRefFrom((await fetchRazorpayOrder(payment.order_id)).notes);
}
