import {
  refusalFor,
  type CallableInput,
  type CallableName,
  type CallableOutput,
  type CallableTerms,
} from "@shop/domain";
import { invokeCallable } from "./callableTransport";

/**
 * The one boundary to the callable functions (docs/architecture.md,
 * Functions): a call names its contract's terms (`placeOrderCall` …), sends
 * the contract's input type and gets its output type, checked against the
 * output schema; an answer off the contract throws. Refusals keep the SDK's
 * error; refusalText() says what the shopper reads. Every call has a time
 * limit (./callableTimeLimits.ts).
 */
export async function call<Name extends CallableName>(
  callable: CallableTerms<Name>,
  input: CallableInput<Name>,
): Promise<CallableOutput<Name>> {
  // The request leaves at once; the time limit and the answer checks are
  // loaded beside it on the first call, not with a page.
  const answering = invokeCallable(callable.name, input);
  answering.catch(() => undefined); // handled below, once the limit has loaded
  const [answer, { checkAnswer }] = await Promise.all([
    import("./callableTimeLimits").then(({ withCallableTimeLimit }) =>
      withCallableTimeLimit(callable, answering),
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
