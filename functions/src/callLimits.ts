import type { RateLimit } from "./lib/rateLimit";

const TEN_MINUTES = 10 * 60_000;

/**
 * How often one account may call each callable (docs/architecture.md, "Rate
 * limits"): index.ts hands these to onContractCall, which counts the call
 * once its input is valid and refuses the next one past the limit
 * (resource-exhausted) before the handler runs. Ten minutes, so that a
 * refused shopper's "wait a few minutes" is true; each figure is several
 * times what an honest person does, and far below what a script does.
 * sendContactMessage has its own limits, per network and per account
 * (docs/contact.md).
 */
export const CALL_LIMITS = {
  /**
   * One call per tap of Proceed to Payment or Buy Now, two when the web
   * retries a lost answer; the open-order cap (10 unpaid a day) bounds
   * what is stored, this bounds the reads a script makes it do.
   */
  placeOrder: { max: 30, windowMs: TEN_MINUTES },
  /** One Razorpay order per order; a shopper who closes the widget and pays again calls it again. */
  startPayment: { max: 30, windowMs: TEN_MINUTES },
  /** One call per payment the widget reports; each asks Razorpay about the payment. */
  confirmPayment: { max: 30, windowMs: TEN_MINUTES },
  /**
   * Packed, shipped and delivered: three calls per order, so 200 orders an
   * hour is 100 calls in ten minutes.
   */
  adminAdvanceOrder: { max: 200, windowMs: TEN_MINUTES },
  /** Each one is a refund through Razorpay; a recall cancelling an order every 10 s fits. */
  adminCancelOrder: { max: 60, windowMs: TEN_MINUTES },
  adminRefundOrder: { max: 60, windowMs: TEN_MINUTES },
  /** New → read → replied: two calls per contact message. */
  adminSetMessageStatus: { max: 200, windowMs: TEN_MINUTES },
} as const satisfies Record<string, RateLimit>;
