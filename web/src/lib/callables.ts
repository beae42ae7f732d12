import {
  refusalFor,
  type CallableInput,
  type CallableName,
  type CallableOutput,
  type CallableTerms,
} from "@shop/domain";
import { invokeCallable } from "./callableTransport";
import { withTimeLimit } from "./timeLimit";

/**
 * How long the shopper waits for a callable, the SDK's download and the App
 * Check and ID tokens included: the function's own timeout
 * (functions/src/runtime.ts) plus 5 s for the trip, so a call the server can
 * still answer is never given up on. Past it the call fails like a lost
 * connection (a TimeLimitError), and the caller shows its failure message.
 * Without it the SDK would wait 70 s, and nothing limits the token fetches.
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

/**
 * The one boundary to the callable functions (docs/architecture.md,
 * Functions): a call names its contract's terms (`placeOrderCall` …), sends
 * the contract's input type and gets its output type, checked against the
 * output schema; an answer off the contract throws. Refusals keep the SDK's
 * error; refusalText() says what the shopper reads. Every call has a time
 * limit (CALLABLE_TIME_LIMIT_MS).
 */
export async function call<Name extends CallableName>(
  callable: CallableTerms<Name>,
  input: CallableInput<Name>,
): Promise<CallableOutput<Name>> {
  const [answer, { checkAnswer }] = await Promise.all([
    withTimeLimit(
      invokeCallable(callable.name, input),
      callableTimeLimit(callable.name),
      `The ${callable.name} call`,
    ),
    import("./callableAnswers"),
  ]);
  return checkAnswer(callable.name, answer) as CallableOutput<Name>;
}

/** A callable error's code without the SDK's `functions/` prefix ("" for any other error). */
export function callableErrorCode(error: unknown): string {
  if (typeof error !== "object" || error === null || !("code" in error)) return "";
  return String(error.code).replace(/^functions\//, "");
}

/**
 * What the shopper reads for `error` from `callable`: the refusal text its
 * contract declares for the code (the server's own sentence or a fixed one),
 * or undefined for anything else, where the caller's fallback applies.
 */
export function refusalText(callable: CallableTerms, error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : "";
  return refusalFor(callable, callableErrorCode(error), message);
}
