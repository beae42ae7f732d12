import { CUSTOMER_REFUSALS, type CallableTerms } from "./callableRefusals";
import { ORDER_MESSAGES } from "./orderRules";

/** placeOrder's refusals: a line to change, a sign-in, a verification, too many unpaid orders. */
export const placeOrderCall = {
  name: "placeOrder",
  fallback: ORDER_MESSAGES.createFailed,
  refusals: { ...CUSTOMER_REFUSALS, "invalid-argument": "server", "resource-exhausted": "server" },
} as const satisfies CallableTerms<"placeOrder">;
