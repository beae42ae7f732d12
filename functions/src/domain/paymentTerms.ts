// The sign-in refusals (unauthenticated, failed-precondition) are written out
// rather than spread from CUSTOMER_REFUSALS: these terms load with the page,
// callableRefusals.ts only with the callables client. onContractCall refuses
// to build a customers-only callable whose contract lacks them.
import type { CallableTerms } from "./callableRefusals";
import { PAYMENT_MESSAGES } from "./payment";

/**
 * startPayment's refusals: an address to fix, an order paid, being confirmed
 * or not the caller's, too many attempts.
 */
export const startPaymentCall = {
  name: "startPayment",
  /** Creates the Razorpay order, or waits for the caller that does (the 20 s claim), + 30 s. */
  timeoutSeconds: 50,
  fallback: PAYMENT_MESSAGES.startFailed,
  refusals: {
    unauthenticated: "server",
    "failed-precondition": "server",
    "invalid-argument": "server",
    "not-found": "server",
    "resource-exhausted": "server",
  },
} as const satisfies CallableTerms<"startPayment">;

/**
 * confirmPayment's refusals: also a payment Razorpay did not sign for this
 * order. Past its rate limit the shopper reads the failure text: the money
 * may be taken, and the webhook or the reconciler still settles the order.
 */
export const confirmPaymentCall = {
  name: "confirmPayment",
  /** A signature check and three Razorpay calls of at most 4 s each while the shopper waits, + 20 s. */
  timeoutSeconds: 32,
  fallback: PAYMENT_MESSAGES.updateFailed,
  refusals: {
    unauthenticated: "server",
    "failed-precondition": "server",
    "invalid-argument": "server",
    "not-found": "server",
    "permission-denied": "server",
    "resource-exhausted": { text: PAYMENT_MESSAGES.updateFailed },
  },
} as const satisfies CallableTerms<"confirmPayment">;
