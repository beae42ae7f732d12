import { MESSAGES, PAYMENT_MESSAGES, type OrderClosedReason } from "@shop/domain";

/** The checkout's words (docs/product.md §5, §8), in one place for the page and its tests. */
export const CHECKOUT_MESSAGES = {
  noOrderId: MESSAGES.invalidOrderId,
  noItems: PAYMENT_MESSAGES.noItems,
  addressIncomplete: MESSAGES.requiredAddress,
  addressSavedToProfile: "Address saved to your profile!",
  addressSavedForOrder: "Address saved for this order!",
  addressSaveFailed: "Failed to save address. Please try again.",
  starting: "Saving address and initiating payment...",
  startFailed: PAYMENT_MESSAGES.startFailed,
  cancelled: "Payment cancelled by user",
  succeeded: "Payment successful! Your order has been placed.",
  updateFailed: PAYMENT_MESSAGES.updateFailed,
  /** Razorpay has the money authorised, not captured yet: the page waits for the order to turn paid. */
  confirming: PAYMENT_MESSAGES.confirming,
  /** An unpaid order that may no longer be paid (docs/checkout.md), by why it was closed. */
  closed: {
    superseded:
      "A newer order replaced this one, so it can no longer be paid. Go back to your cart to pay for your items.",
    expired:
      "This order was not paid within 24 hours and has expired. Go back to your cart to order again.",
    cancelled:
      "This order was cancelled and can no longer be paid. Go back to your cart to order again.",
    returned:
      "This order came back undelivered and can no longer be paid. Go back to your cart to order again.",
  } satisfies Record<OrderClosedReason, string>,
} as const;

export const paymentFailed = (description: string) => `Payment failed: ${description}`;

/** docs/product.md §9: a missing order id sends the shopper back to the cart after 3 s. */
export const NO_ORDER_REDIRECT_MS = 3000;
