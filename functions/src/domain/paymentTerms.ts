import { CUSTOMER_REFUSALS, type CallableTerms } from "./callableRefusals";
import { PAYMENT_MESSAGES } from "./payment";

/** startPayment's refusals: an address to fix, an order paid, being confirmed or not the caller's. */
export const startPaymentCall = {
  name: "startPayment",
  fallback: PAYMENT_MESSAGES.startFailed,
  refusals: { ...CUSTOMER_REFUSALS, "invalid-argument": "server", "not-found": "server" },
} as const satisfies CallableTerms<"startPayment">;

/** confirmPayment's refusals: also a payment Razorpay did not sign for this order. */
export const confirmPaymentCall = {
  name: "confirmPayment",
  fallback: PAYMENT_MESSAGES.updateFailed,
  refusals: {
    ...CUSTOMER_REFUSALS,
    "invalid-argument": "server",
    "not-found": "server",
    "permission-denied": "server",
  },
} as const satisfies CallableTerms<"confirmPayment">;
