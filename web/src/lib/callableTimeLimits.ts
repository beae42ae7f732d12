import type { CallableTerms } from "@shop/domain";
import { withTimeLimit } from "./timeLimit";

/**
 * How long the shopper waits for a callable, the SDK's download and the App
 * Check and ID tokens included: the function's own timeout (its terms'
 * `timeoutSeconds`, which functions/src/runtime.ts deploys) plus 5 s for the
 * trip, so a call the server can still answer is never given up on. Past it
 * the call fails like a lost connection (a TimeLimitError), and the caller
 * shows its failure message. Without it the SDK would wait 70 s, and nothing
 * limits the token fetches. Loaded with the first call (lib/callables.ts),
 * not with a page.
 */
export const callableTimeLimit = ({ timeoutSeconds }: CallableTerms) => (timeoutSeconds + 5) * 1000;

/** `call`'s answer, or a TimeLimitError once the callable's time limit has passed. */
export const withCallableTimeLimit = <T>(callable: CallableTerms, call: Promise<T>) =>
  withTimeLimit(call, callableTimeLimit(callable), `The ${callable.name} call`);
