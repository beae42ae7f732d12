import { logger } from "firebase-functions";
import type { PaidOutcome } from "../domain";

// Never secrets or full signatures; ops/monitoring's alerts match on `shopEvent`, not the wording.
type Fields = Record<string, unknown>;

export const SHOP_EVENTS = [
  "order_paid",
  "payment_already_applied",
  "payment_not_captured",
  "payment_refused",
  "second_capture",
  "second_authorisation",
  "payment_captured",
  "capture_failed",
  "payment_confirming",
  "orphan_razorpay_order",
  "webhook_ignored",
  "reconciler_gave_up",
  "checkout_signature_rejected",
  "webhook_signature_rejected",
  "webhook_malformed",
  "webhook_failed",
  "webhook_handled",
  "payment_failed",
  "razorpay_order_created",
  "razorpay_unreachable",
  "reconcile_run",
  "shop_ceiling_reached",
  "refund_failed",
] as const;
type ShopEvent = (typeof SHOP_EVENTS)[number];
export type PaidVia =
  "checkout" | "webhook" | "reconciler" | "startPayment" | "placeCodOrder" | "adminCodOutcome";

const tagged =
  (shopEvent: ShopEvent, level: "info" | "warn" | "error", message: string) => (fields: Fields) =>
    logger[level](message, { shopEvent, ...fields });
const withError =
  (line: (fields: Fields) => void) =>
  (error: unknown, fields: Fields): void =>
    line({
      ...fields,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });

const ALREADY_APPLIED = "Payment already applied; nothing changed";

const paid = {
  "marked-paid": tagged("order_paid", "info", "Order marked paid"),
  "already-paid": tagged("payment_already_applied", "info", ALREADY_APPLIED),
  "duplicate-event": tagged("payment_already_applied", "info", ALREADY_APPLIED),
  "not-captured": tagged(
    "payment_not_captured",
    "info",
    "Payment not captured yet; order left pending",
  ),
  // A payment that cannot be matched to what the server asked for needs a person.
  refused: tagged("payment_refused", "error", "Payment refused: not applied to the order"),
};

export const paymentLog = {
  paidOutcome(outcome: PaidOutcome | "duplicate-event", fields: Fields & { via: PaidVia }) {
    const line = outcome in paid ? paid[outcome as keyof typeof paid] : paid.refused;
    line({ outcome, ...fields });
  },
  secondCapture: tagged(
    "second_capture",
    "error",
    "Order already paid by another payment: this one may need a refund",
  ),
  secondAuthorisation: tagged(
    "second_authorisation",
    "warn",
    "Payment authorised for an order already paid: not captured, Razorpay refunds it",
  ),
  captured: tagged("payment_captured", "info", "Authorised payment captured"),
  captureFailed: withError(
    tagged(
      "capture_failed",
      "warn",
      "Could not capture an authorised payment; the order stays confirming",
    ),
  ),
  confirming: tagged(
    "payment_confirming",
    "info",
    "Payment authorised, not yet captured: order is confirming",
  ),
  orphanRazorpayOrder: tagged(
    "orphan_razorpay_order",
    "error",
    "A second Razorpay order was made for one shop order; it is not used",
  ),
  webhookIgnored: tagged("webhook_ignored", "warn", "Razorpay webhook event recorded, not applied"),
  reconcilerGaveUp: tagged(
    "reconciler_gave_up",
    "info",
    "Stopped checking an order Razorpay never took money for",
  ),
  checkoutSignatureRejected: tagged(
    "checkout_signature_rejected",
    "warn",
    "Checkout payment verification failed; order unchanged",
  ),
  webhookSignatureRejected: tagged(
    "webhook_signature_rejected",
    "warn",
    "Razorpay webhook refused: bad or missing signature",
  ),
  webhookMalformed: tagged(
    "webhook_malformed",
    "error",
    "Razorpay webhook recorded unread: signed but not a readable event",
  ),
  webhookRetryNeeded: withError(
    tagged("webhook_failed", "error", "Razorpay webhook failed; answering 500 so Razorpay retries"),
  ),
  webhookEvent(outcome: string, fields: Fields) {
    const event = outcome === "failure-recorded" ? "payment_failed" : "webhook_handled";
    tagged(event, "info", "Razorpay webhook handled")({ outcome, ...fields });
  },
  razorpayOrderCreated: tagged("razorpay_order_created", "info", "Razorpay order created"),
  razorpayCheckFailed: withError(
    tagged("razorpay_unreachable", "warn", "Could not ask Razorpay about an order's payments"),
  ),
  refundFailed: tagged("refund_failed", "error", "Refund failed: the shopper is owed money"),
  reconciled: tagged("reconcile_run", "info", "Payment reconciliation finished"),
  ceilingReached: tagged(
    "shop_ceiling_reached",
    "error",
    "A shop-wide ceiling was reached: refusing",
  ),
};
