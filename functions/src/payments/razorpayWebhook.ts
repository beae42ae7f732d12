import type { Response } from "express";
import { FieldValue } from "firebase-admin/firestore";
import type { Request } from "firebase-functions/v2/https";
import { razorpayWebhookSecret } from "../config";
import { OPERATOR_BY, type RefundState } from "../domain";
import { issueCreditNote, issueNow } from "../invoices/issueInvoice";
import { sendOrderEmailOnce } from "../orderEmails/orderEmails";
import { unchangedSince } from "../lib/optimistic";
import { orderRef } from "../orders/orderRepository";
import { releaseUnits } from "../orders/stockHolds";
import {
  ignoreEvent,
  ledgered,
  ledgerIdFor,
  recordEventOnce,
  shopOrderOf,
  type LedgerEvent,
  type ShopOrderRef,
} from "./eventLedger";
import { paymentLog } from "./paymentLog";
import { paymentStateOf } from "./paymentRepository";
import { WEBHOOK_RAZORPAY_TIMEOUT_MS } from "./paymentTiming";
import {
  paymentOfEvent,
  refundOfEvent,
  webhookEventSchema,
  type RazorpayPayment,
  type RazorpayRefund,
  type WebhookEvent,
} from "./razorpayClient";
import { noteOf, recordRefund } from "./refundRecords";
import { settlePayment } from "./settleOrder";
import { webhookSignatureValid } from "./signatures";

const REFUND_EVENT_STATES: Readonly<Record<string, RefundState>> = {
  "refund.created": "pending",
  "refund.processed": "processed",
  "refund.failed": "failed",
};
/** The events subscribed to (docs/deploy.md step 9); any other is recorded and left. */
export const WEBHOOK_EVENTS = [
  "payment.authorized",
  "payment.captured",
  "order.paid",
  "payment.failed",
  ...Object.keys(REFUND_EVENT_STATES),
];

// 401 bad signature (over the raw bytes), 405 not a POST, 500 only when transient; 200 for any
// signed body applied or ledgered, since Razorpay disables a failing webhook.
export async function razorpayWebhookHandler(req: Request, res: Response): Promise<void> {
  if (req.method !== "POST") {
    res.status(405).set("Allow", "POST").send("Method Not Allowed");
    return;
  }
  const rawBody = req.rawBody;
  const signature = req.get("x-razorpay-signature");
  const eventIdHeader = req.get("x-razorpay-event-id");
  if (!rawBody || !webhookSignatureValid(rawBody, signature, razorpayWebhookSecret.value())) {
    paymentLog.webhookSignatureRejected({ eventId: eventIdHeader, hasSignature: !!signature });
    res.status(401).send("Invalid signature");
    return;
  }
  const event = webhookEventSchema.safeParse(parseJson(rawBody));
  const eventId = ledgerIdFor(eventIdHeader, rawBody);
  const logged = { eventId, event: event.data?.event ?? "unreadable" };
  try {
    // Signed, so Razorpay's, yet not an event we can read: kept for a person, never retried.
    if (!event.success) paymentLog.webhookMalformed({ eventId });
    const outcome = event.success
      ? await applyWebhookEvent(eventId, event.data)
      : await recordEventOnce({ id: eventId, name: "unreadable" }, { outcome: "unreadable" });
    paymentLog.webhookEvent(outcome, logged);
    res.status(200).json({ received: true, outcome });
  } catch (error) {
    paymentLog.webhookRetryNeeded(error, logged);
    res.status(500).send("Temporary failure; please retry");
  }
}

function parseJson(rawBody: Buffer): unknown {
  try {
    return JSON.parse(rawBody.toString("utf8"));
  } catch {
    return undefined;
  }
}

/** The order comes from razorpayOrders, never the notes; throws only when transient. */
async function applyWebhookEvent(eventId: string, event: WebhookEvent): Promise<string> {
  const payment = paymentOfEvent(event);
  const ledger: LedgerEvent = {
    id: eventId,
    name: event.event,
    razorpayOrderId: payment?.order_id ?? undefined,
    paymentId: payment?.id,
    amount: payment?.amount,
    currency: payment?.currency,
  };
  if (!WEBHOOK_EVENTS.includes(event.event)) {
    return recordEventOnce(ledger, { outcome: "ignored" });
  }
  const refundState = REFUND_EVENT_STATES[event.event];
  const refund = refundOfEvent(event);
  // Only a refund of the payment the event names, which must be the one that paid the order.
  if (refundState && (!refund || !payment || refund.payment_id !== payment.id)) {
    return ignoreEvent(ledger, "no-usable-refund");
  }
  if (!payment) return ignoreEvent(ledger, "no-usable-payment");
  if (!payment.order_id) return ignoreEvent(ledger, "not-an-order-payment");
  const { target, seen, entry } = await shopOrderOf(payment.order_id, eventId);
  if (!target) return ignoreEvent(ledger, "not-a-shop-order");
  if (seen) return "duplicate-event";
  if (refundState && refund) return applyRefund(target, refund, refundState, ledger);
  if (event.event === "payment.failed") return recordPaymentFailure(target, payment, ledger);
  // No call to Razorpay while it waits: an authorised payment is only marked confirming.
  const outcome = await settlePayment(target, payment, "webhook", {
    timeoutMs: WEBHOOK_RAZORPAY_TIMEOUT_MS,
    event: ledger,
    capture: false,
    first: entry && [await orderRef(target.uid, target.orderId).get(), entry],
  });
  // markOrderPaid and markConfirming ledger what they decide in their own commit.
  if (outcome === "waiting" || outcome === "payment-failed") {
    return recordEventOnce(ledger, { outcome, ...target });
  }
  return outcome;
}

/** payment.failed: kept on a pending order as lastPaymentError; no status or paid order changes. */
function recordPaymentFailure(target: ShopOrderRef, payment: RazorpayPayment, event: LedgerEvent) {
  return ledgered(target, event, (order, batch) => {
    const stored = paymentStateOf(order.data());
    const outcome = !stored
      ? "order-not-found"
      : stored.razorpayOrderId !== payment.order_id
        ? "razorpay-order-mismatch"
        : stored.status === "paid"
          ? "ignored-already-paid"
          : "failure-recorded";
    if (outcome !== "failure-recorded") return outcome;
    const lastPaymentError = {
      code: payment.error_code ?? "UNKNOWN",
      description: payment.error_description ?? "Payment failed",
      paymentId: payment.id,
      at: FieldValue.serverTimestamp(),
    };
    // A failed payment gives a prepaid order's units back; a COD order keeps its hold.
    const released = stored?.status === "pending" ? releaseUnits(batch, order.data() ?? {}) : {};
    batch.update(order.ref, { lastPaymentError, ...released }, unchangedSince(order));
    return outcome;
  });
}

/** Settles the refund's state; processed e-mails the shopper once. */
async function applyRefund(
  target: ShopOrderRef,
  refund: RazorpayRefund,
  state: RefundState,
  ledger: LedgerEvent,
): Promise<string> {
  const paidBy: unknown = (await orderRef(target.uid, target.orderId).get()).get("paymentId");
  if (paidBy !== refund.payment_id) return ignoreEvent(ledger, "refund-of-another-payment");
  // The console's refunds name their operator in the notes: the order says only "shop".
  const by = noteOf(refund, "requestedBy") === undefined ? "system" : OPERATOR_BY;
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
    const { uid, orderId } = target;
    await issueNow("credit note", { uid, orderId, refundId: refund.id }, () =>
      issueCreditNote(uid, orderId, recorded),
    );
    await sendOrderEmailOnce(uid, orderId, `refund:${refund.id}`);
  }
  return `refund-${recorded.state}`;
}
