import type { CallableName } from "@shop/domain";
import { withTimeLimit } from "./timeLimit";

/**
 * How long the shopper waits for a callable, the SDK's download and the App
 * Check and ID tokens included: the function's own timeout
 * (functions/src/runtime.ts) plus 5 s for the trip, so a call the server can
 * still answer is never given up on. Past it the call fails like a lost
 * connection (a TimeLimitError), and the caller shows its failure message.
 * Without it the SDK would wait 70 s, and nothing limits the token fetches.
 * Loaded with the first call (lib/callables.ts), not with a page.
 */
export const CALLABLE_TIME_LIMIT_MS: Readonly<Partial<Record<CallableName, number>>> = {
  placeOrder: 35_000,
  startPayment: 55_000,
  confirmPayment: 37_000,
  sendContactMessage: 35_000,
};
/** Any other callable: the 30 s timeout most functions have, plus the trip. */
const DEFAULT_CALLABLE_TIME_LIMIT_MS = 35_000;

export const callableTimeLimit = (name: CallableName) =>
  CALLABLE_TIME_LIMIT_MS[name] ?? DEFAULT_CALLABLE_TIME_LIMIT_MS;

/** `call`'s answer, or a TimeLimitError once the callable's time limit has passed. */
export const withCallableTimeLimit = <T>(name: CallableName, call: Promise<T>) =>
  withTimeLimit(call, callableTimeLimit(name), `The ${name} call`);
