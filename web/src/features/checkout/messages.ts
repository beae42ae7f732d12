import { PAYMENT_MESSAGES } from "@shop/domain";

/** The checkout's words (docs/product.md §5, §8), in one place for the page and its tests. */
export const CHECKOUT_MESSAGES = {
  noOrderId: "No order ID found. Please go back to your cart.",
  databaseError: "Database connection error.",
  fetchFailed: "Failed to fetch order details.",
  notPayable: "Order not found or already paid.",
  noItems: "No order found to place.",
  addressIncomplete: "Please fill in all delivery address details.",
  addressSavedToProfile: "Address saved to your profile!",
  addressSavedForOrder: "Address saved for this order!",
  addressSaveFailed: "Failed to save address. Please try again.",
  starting: "Saving address and initiating payment...",
  startFailed: "Could not start payment. Please try again.",
  cancelled: "Payment cancelled by user",
  succeeded: "Payment successful! Your order has been placed.",
  updateFailed: "Payment successful, but order update failed! Please contact support.",
  /** Razorpay has the money authorised, not captured yet: the page waits for the order to turn paid. */
  confirming: PAYMENT_MESSAGES.confirming,
} as const;

export const paymentFailed = (description: string) => `Payment failed: ${description}`;

/** docs/product.md §9: a missing order id sends the shopper back to the cart after 3 s. */
export const NO_ORDER_REDIRECT_MS = 3000;
