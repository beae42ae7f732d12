import { DomainError } from "./errors";
import type { OrderClosedReason, OrderStatus } from "./order";
import { LOGIN_TO_PROCEED } from "./signInText";

/** The words of docs/product.md §6/§8 that the payment callables answer with. */
export const PAYMENT_MESSAGES = {
  loginToProceed: LOGIN_TO_PROCEED,
  notPayable: "Order not found or already paid.",
  noItems: "No order found to place.",
  startFailed: "Could not start payment. Please try again.",
  verificationFailed: "Payment verification failed.",
  updateFailed: "Payment successful, but order update failed! Please contact support.",
  confirming: "Payment received. We are confirming it with your bank; this page updates by itself.",
} as const;

/** docs/product.md §7: the description the payment widget shows. */
export const paymentDescription = (orderId: string) => `Payment for Order #${orderId}`;

export interface StoredPaymentState {
  status: OrderStatus;
  amount: number;
  currency: string;
  itemCount: number;
  razorpayOrderId?: string | undefined;
  /** closureOf's; money taken still pays the order. */
  closure?: OrderClosedReason | undefined;
}

export interface PaymentEvidence {
  /** null for payments made outside the Orders API (links, QR codes, other products). */
  razorpayOrderId: string | null;
  amount: number;
  currency: string;
  status: string;
}

/** Never capture for a paid order: Razorpay refunds an uncaptured extra. */
export function paymentAction(stored: StoredPaymentState | undefined, payment: PaymentEvidence) {
  if (!stored) return "order-not-found";
  // Only for the Razorpay order the server created, for exactly its amount.
  if (!stored.razorpayOrderId || stored.razorpayOrderId !== payment.razorpayOrderId) {
    return "razorpay-order-mismatch";
  }
  if (payment.amount !== stored.amount || payment.currency !== stored.currency) {
    return "amount-mismatch";
  }
  if (stored.status === "paid") return "already-paid";
  if (payment.status === "captured") return "mark-paid";
  if (payment.status === "authorized") return "capture";
  if (payment.status === "failed") return "failed";
  return "wait";
}

/** Paid means captured for the server's Razorpay order and amount (signed at authorisation). */
export function paidOutcome(stored: StoredPaymentState | undefined, payment: PaymentEvidence) {
  const action = paymentAction(stored, payment);
  if (action === "mark-paid") return "marked-paid";
  return action === "capture" || action === "failed" || action === "wait" ? "not-captured" : action;
}

export type PaidOutcome = ReturnType<typeof paidOutcome>;

export type PaymentAction = ReturnType<typeof paymentAction>;

/** Not paid yet: a pending order, or a COD order, which may still be paid online (docs/cod.md). */
export const awaitingPayment = (status: unknown): status is "pending" | "cod" =>
  status === "pending" || status === "cod";

export function assertPayable(stored: StoredPaymentState | undefined): StoredPaymentState {
  if (!stored || !awaitingPayment(stored.status) || stored.closure) {
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
