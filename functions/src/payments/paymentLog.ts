import { logger } from "firebase-functions";
import type { PaidOutcome } from "../domain";

/**
 * Every log line the payment code writes, in one place, with structured
 * fields for Cloud Logging. Secrets and full signatures are never logged.
 */
type Fields = Record<string, unknown>;
export type PaidVia = "checkout" | "webhook" | "reconciler" | "startPayment";

export const paymentLog = {
  paidOutcome(outcome: PaidOutcome | "duplicate-event", fields: Fields & { via: PaidVia }) {
    if (outcome === "marked-paid") logger.info("Order marked paid", { outcome, ...fields });
    else if (outcome === "already-paid" || outcome === "duplicate-event") {
      logger.info("Payment already applied; nothing changed", { outcome, ...fields });
    } else if (outcome === "not-captured") {
      logger.info("Payment not captured yet; order left pending", { outcome, ...fields });
    } else {
      // A payment that cannot be matched to what the server asked for needs a person.
      logger.error("Payment refused: not applied to the order", { outcome, ...fields });
    }
  },
  secondCapture(fields: Fields) {
    logger.error("Order already paid by another payment: this one may need a refund", fields);
  },
  secondAuthorisation(fields: Fields) {
    logger.warn(
      "Payment authorised for an order already paid: not captured, Razorpay refunds it",
      fields,
    );
  },
  captured(fields: Fields) {
    logger.info("Authorised payment captured", fields);
  },
  captureFailed(error: unknown, fields: Fields) {
    logger.warn("Could not capture an authorised payment; the order stays confirming", {
      ...fields,
      error: describe(error),
    });
  },
  confirming(fields: Fields) {
    logger.info("Payment authorised, not yet captured: order is confirming", fields);
  },
  orphanRazorpayOrder(fields: Fields) {
    logger.error("A second Razorpay order was made for one shop order; it is not used", fields);
  },
  webhookIgnored(reason: string, fields: Fields) {
    logger.warn("Razorpay webhook event recorded, not applied", { reason, ...fields });
  },
  reconcilerGaveUp(fields: Fields) {
    logger.info("Stopped checking an order Razorpay never took money for", fields);
  },
  checkoutSignatureRejected(fields: Fields) {
    logger.warn("Checkout payment verification failed; order unchanged", fields);
  },
  webhookSignatureRejected(fields: Fields) {
    logger.warn("Razorpay webhook refused: bad or missing signature", fields);
  },
  webhookMalformed(fields: Fields) {
    logger.error("Razorpay webhook recorded unread: signed but not a readable event", fields);
  },
  webhookRetryNeeded(error: unknown, fields: Fields) {
    logger.error("Razorpay webhook failed; answering 500 so Razorpay retries", {
      ...fields,
      error: describe(error),
    });
  },
  webhookEvent(outcome: string, fields: Fields) {
    logger.info("Razorpay webhook handled", { outcome, ...fields });
  },
  razorpayOrderCreated(fields: Fields) {
    logger.info("Razorpay order created", fields);
  },
  razorpayCheckFailed(error: unknown, fields: Fields) {
    logger.warn("Could not ask Razorpay about an order's payments", {
      ...fields,
      error: describe(error),
    });
  },
  reconciled(summary: Fields) {
    logger.info("Payment reconciliation finished", summary);
  },
};

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
