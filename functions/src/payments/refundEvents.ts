import { OPERATOR_BY, type RefundState } from "../domain";
import { orderRef } from "../orders/orderRepository";
import { sendOrderEmailOnce } from "../orderEmails/orderEmails";
import { ignoreEvent, shopOrderOf, type LedgerEvent } from "./eventLedger";
import { paymentLog } from "./paymentLog";
import { paymentOfEvent, refundOfEvent, type WebhookEvent } from "./razorpaySchemas";
import { recordRefund } from "./refundRecords";

export const REFUND_EVENT_STATES: ReadonlyMap<string, RefundState> = new Map([
  ["refund.created", "pending"],
  ["refund.processed", "processed"],
  ["refund.failed", "failed"],
]);

/** Only a refund of the payment that paid the order counts; processed e-mails the shopper once. */
export async function applyRefundEvent(
  ledger: LedgerEvent,
  event: WebhookEvent,
  state: RefundState,
): Promise<string> {
  const refund = refundOfEvent(event);
  const payment = paymentOfEvent(event);
  if (!refund || !payment || refund.payment_id !== payment.id) {
    return ignoreEvent(ledger, "no-usable-refund");
  }
  if (!payment.order_id) return ignoreEvent(ledger, "not-an-order-payment");
  const { target, seen } = await shopOrderOf(payment.order_id, ledger.id);
  if (!target) return ignoreEvent(ledger, "not-a-shop-order");
  if (seen) return "duplicate-event";
  const paidBy: unknown = (await orderRef(target.uid, target.orderId).get()).get("paymentId");
  if (paidBy !== refund.payment_id) return ignoreEvent(ledger, "refund-of-another-payment");

  const notes = refund.notes && !Array.isArray(refund.notes) ? refund.notes : {};
  // The console's refunds name their operator in the notes: the order says only "shop".
  const by = typeof notes.requestedBy === "string" ? OPERATOR_BY : "system";
  const recorded = await recordRefund(
    target,
    { ...refund, status: state },
    { by, event: { ...ledger, amount: refund.amount } },
  );
  if (!recorded.applied) return "duplicate-event";
  if (recorded.state === "failed") {
    const logged = { ...target, refundId: refund.id, amount: refund.amount, via: "webhook" };
    paymentLog.refundFailed(logged);
  }
  // Asked on every processed report, so a crashed send is retried by a redelivery.
  if (recorded.state === "processed") {
    await sendOrderEmailOnce(target.uid, target.orderId, `refund:${refund.id}`);
  }
  return `refund-${recorded.state}`;
}
