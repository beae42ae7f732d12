import { CALLABLES, refusalFor, type CallableName, type CallableOutput } from "@shop/domain";
import { TimeLimitError, withTimeLimit } from "./timeLimit";

// The web's half of domain/callables.ts, with zod: loaded on the first call.

/** The function's own timeout plus 5 s, so a call the server can answer is never dropped. */
export const callableTimeLimit = (name: CallableName) =>
  (CALLABLES[name].timeoutSeconds + 5) * 1000;

/** The answer within the time limit, as the output schema reads it; one off the contract throws. */
export async function answerOf<Name extends CallableName>(
  name: Name,
  answering: Promise<unknown>,
): Promise<CallableOutput<Name>> {
  const answer = await withTimeLimit(answering, callableTimeLimit(name), `The ${name} call`);
  const checked = CALLABLES[name].output.safeParse(answer);
  if (checked.success) return checked.data as CallableOutput<Name>;
  const [issue] = checked.error.issues;
  const where = issue?.path.join(".") || "the answer";
  throw new Error(`${name} answered off its contract: ${where}: ${issue?.message ?? "invalid"}`);
}

/** A callable error's code without the SDK's `functions/` prefix ("" for any other error). */
export function callableErrorCode(error: unknown): string {
  if (typeof error !== "object" || error === null || !("code" in error)) return "";
  return String(error.code).replace(/^functions\//, "");
}

/** The declared refusal text for the code, or undefined so the caller's fallback applies. */
export function refusalText(name: CallableName, error: unknown): string | undefined {
  // The web SDK appends the HTTP status ("… [400]"): the shopper reads the server's words only.
  const message = error instanceof Error ? error.message.replace(/ \[\d{3}\]$/, "") : "";
  return refusalFor(CALLABLES[name], callableErrorCode(error), message);
}

/** The refusal's text, else `timedOut` (when given) past the time limit, else `name`'s fallback. */
export function failureText(name: CallableName, error: unknown, timedOut?: string): string {
  const late = timedOut !== undefined && error instanceof TimeLimitError;
  return refusalText(name, error) ?? (late ? timedOut : CALLABLES[name].fallback);
}
