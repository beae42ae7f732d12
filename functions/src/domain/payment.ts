import { DomainError } from "./errors";
import type { OrderStatus } from "./order";

/** The words of spec §6/§8 that the payment callables answer with. */
export const PAYMENT_MESSAGES = {
  loginToProceed: "Please log in to proceed.",
  notPayable: "Order not found or already paid.",
  noItems: "No order found to place.",
  startFailed: "Could not start payment. Please try again.",
  verificationFailed: "Payment verification failed.",
  updateFailed: "Payment successful, but order update failed! Please contact support.",
} as const;

/** What startPayment answers: everything the checkout widget is opened with (spec §7). */
export interface PaymentSession {
  orderId: string;
  keyId: string;
  razorpayOrderId: string;
  /** Paise, as stored on the order by the server. */
  amount: number;
  currency: "INR";
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
}

/** Spec §7: the description the payment widget shows. */
export function paymentDescription(orderId: string): string {
  return `Payment for Order #${orderId}`;
}

/** What the server knows about a stored order when money arrives for it. */
export interface StoredPaymentState {
  status: OrderStatus;
  amount: number;
  currency: string;
  itemCount: number;
  razorpayOrderId?: string | undefined;
}

/** What Razorpay (or a verified checkout signature) says was paid. */
export interface PaymentEvidence {
  razorpayOrderId: string;
  /** Known from webhooks and the reconciler; a checkout signature implies the order's amount. */
  amount?: number | undefined;
  currency?: string | undefined;
}

export type PaidOutcome =
  | "marked-paid"
  | "already-paid"
  | "order-not-found"
  | "razorpay-order-mismatch"
  | "amount-mismatch";

/**
 * Whether a payment may move an order to paid. Status only moves forward, and
 * only for the Razorpay order the server created for exactly the stored
 * amount and currency; anything else leaves the order as it is.
 */
export function paidOutcome(
  stored: StoredPaymentState | undefined,
  evidence: PaymentEvidence,
): PaidOutcome {
  if (!stored) return "order-not-found";
  if (!stored.razorpayOrderId || stored.razorpayOrderId !== evidence.razorpayOrderId) {
    return "razorpay-order-mismatch";
  }
  const amountDiffers = evidence.amount !== undefined && evidence.amount !== stored.amount;
  const currencyDiffers = evidence.currency !== undefined && evidence.currency !== stored.currency;
  if (amountDiffers || currencyDiffers) return "amount-mismatch";
  return stored.status === "paid" ? "already-paid" : "marked-paid";
}

/** startPayment's precondition: the caller's own order, still pending, with items. */
export function assertPayable(stored: StoredPaymentState | undefined): StoredPaymentState {
  if (!stored || stored.status !== "pending") {
    throw new DomainError(
      stored ? "failed-precondition" : "not-found",
      PAYMENT_MESSAGES.notPayable,
    );
  }
  if (stored.itemCount === 0) {
    throw new DomainError("failed-precondition", PAYMENT_MESSAGES.noItems);
  }
  return stored;
}
