import { logger } from "firebase-functions";
import type { PaidOutcome } from "../domain";

/**
 * The payment code's log lines, never with secrets or full signatures. `shopEvent` names each money
 * outcome: ops/monitoring's alerts match on it, not on the wording.
 */
type Fields = Record<string, unknown>;

/** The outcomes ops/monitoring counts; every value is written by one method below. */
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
const tagged = (shopEvent: ShopEvent, fields: Fields): Fields => ({ shopEvent, ...fields });
export type PaidVia = "checkout" | "webhook" | "reconciler" | "startPayment";

export const paymentLog = {
  paidOutcome(outcome: PaidOutcome | "duplicate-event", fields: Fields & { via: PaidVia }) {
    if (outcome === "marked-paid")
      logger.info("Order marked paid", tagged("order_paid", { outcome, ...fields }));
    else if (outcome === "already-paid" || outcome === "duplicate-event") {
      logger.info(
        "Payment already applied; nothing changed",
        tagged("payment_already_applied", { outcome, ...fields }),
      );
    } else if (outcome === "not-captured") {
      logger.info(
        "Payment not captured yet; order left pending",
        tagged("payment_not_captured", { outcome, ...fields }),
      );
    } else {
      // A payment that cannot be matched to what the server asked for needs a person.
      logger.error(
        "Payment refused: not applied to the order",
        tagged("payment_refused", { outcome, ...fields }),
      );
    }
  },
  secondCapture(fields: Fields) {
    logger.error(
      "Order already paid by another payment: this one may need a refund",
      tagged("second_capture", fields),
    );
  },
  secondAuthorisation(fields: Fields) {
    logger.warn(
      "Payment authorised for an order already paid: not captured, Razorpay refunds it",
      tagged("second_authorisation", fields),
    );
  },
  captured(fields: Fields) {
    logger.info("Authorised payment captured", tagged("payment_captured", fields));
  },
  captureFailed(error: unknown, fields: Fields) {
    logger.warn(
      "Could not capture an authorised payment; the order stays confirming",
      tagged("capture_failed", { ...fields, error: describe(error) }),
    );
  },
  confirming(fields: Fields) {
    logger.info(
      "Payment authorised, not yet captured: order is confirming",
      tagged("payment_confirming", fields),
    );
  },
  orphanRazorpayOrder(fields: Fields) {
    logger.error(
      "A second Razorpay order was made for one shop order; it is not used",
      tagged("orphan_razorpay_order", fields),
    );
  },
  webhookIgnored(reason: string, fields: Fields) {
    logger.warn(
      "Razorpay webhook event recorded, not applied",
      tagged("webhook_ignored", { reason, ...fields }),
    );
  },
  reconcilerGaveUp(fields: Fields) {
    logger.info(
      "Stopped checking an order Razorpay never took money for",
      tagged("reconciler_gave_up", fields),
    );
  },
  checkoutSignatureRejected(fields: Fields) {
    logger.warn(
      "Checkout payment verification failed; order unchanged",
      tagged("checkout_signature_rejected", fields),
    );
  },
  webhookSignatureRejected(fields: Fields) {
    logger.warn(
      "Razorpay webhook refused: bad or missing signature",
      tagged("webhook_signature_rejected", fields),
    );
  },
  webhookMalformed(fields: Fields) {
    logger.error(
      "Razorpay webhook recorded unread: signed but not a readable event",
      tagged("webhook_malformed", fields),
    );
  },
  webhookRetryNeeded(error: unknown, fields: Fields) {
    logger.error(
      "Razorpay webhook failed; answering 500 so Razorpay retries",
      tagged("webhook_failed", { ...fields, error: describe(error) }),
    );
  },
  webhookEvent(outcome: string, fields: Fields) {
    // payment.failed recorded on the order: the shopper's attempt was declined.
    const shopEvent = outcome === "failure-recorded" ? "payment_failed" : "webhook_handled";
    logger.info("Razorpay webhook handled", tagged(shopEvent, { outcome, ...fields }));
  },
  razorpayOrderCreated(fields: Fields) {
    logger.info("Razorpay order created", tagged("razorpay_order_created", fields));
  },
  razorpayCheckFailed(error: unknown, fields: Fields) {
    logger.warn(
      "Could not ask Razorpay about an order's payments",
      tagged("razorpay_unreachable", { ...fields, error: describe(error) }),
    );
  },
  /** Razorpay refused or failed a refund: the shopper is owed it until an operator retries. */
  refundFailed(fields: Fields) {
    logger.error("Refund failed: the shopper is owed money", tagged("refund_failed", fields));
  },
  reconciled(summary: Fields) {
    logger.info("Payment reconciliation finished", tagged("reconcile_run", summary));
  },
  ceilingReached(fields: Fields) {
    logger.error(
      "A shop-wide ceiling was reached: refusing",
      tagged("shop_ceiling_reached", fields),
    );
  },
};

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
