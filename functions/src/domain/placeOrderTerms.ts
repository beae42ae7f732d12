// The sign-in refusals (unauthenticated, failed-precondition) are written out
// rather than spread from CUSTOMER_REFUSALS: these terms load with the page,
// callableRefusals.ts only with the callables client. onContractCall refuses
// to build a customers-only callable whose contract lacks them.
import type { CallableTerms } from "./callableRefusals";
import { ORDER_MESSAGES } from "./orderRules";

/**
 * placeOrder's refusals: a line to change, a sign-in, a verification, too
 * many unpaid orders or too many attempts (resource-exhausted, both in the
 * server's words).
 */
export const placeOrderCall = {
  name: "placeOrder",
  /** One Firestore transaction; the client waits 5 s per try and tries three times. */
  timeoutSeconds: 30,
  fallback: ORDER_MESSAGES.createFailed,
  refusals: {
    unauthenticated: "server",
    "failed-precondition": "server",
    "invalid-argument": "server",
    "resource-exhausted": "server",
  },
} as const satisfies CallableTerms<"placeOrder">;
