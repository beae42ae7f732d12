import {
  ADMIN_CALLABLES,
  refusalFor,
  type AdminCallableInput,
  type AdminCallableName,
  type AdminCallableOutput,
} from "@shop/domain";
import { invokeCallable } from "../../../lib/callableTransport";
import { callableErrorCode } from "../../../lib/callables";
import { ADMIN_UI } from "../messages";

/** A console action that did not happen (or is not known to have): `message` is what the operator reads. */
export class AdminCallError extends Error {
  override name = "AdminCallError";
}

/**
 * Longer than a refund's round trip to Razorpay; a repeat with the same
 * requestKey is safe. The Functions SDK keeps the time (its `timeout`
 * option) rather than lib/timeLimit.ts, which /payment's chunk holds: the
 * console importing it would split that chunk (npm run budget).
 */
export const ADMIN_CALL_LIMIT_MS = 20_000;

/**
 * The console's callables (ADMIN_CALLABLES): the input checked before it
 * leaves, the answer checked against the contract's output schema, and every
 * refusal turned into the sentence its terms declare (refusalFor).
 */
export async function adminCall<Name extends AdminCallableName>(
  name: Name,
  input: AdminCallableInput<Name>,
): Promise<AdminCallableOutput<Name>> {
  const contract = ADMIN_CALLABLES[name];
  const sent = contract.input.safeParse(input);
  if (!sent.success) {
    throw new AdminCallError(sent.error.issues[0]?.message ?? contract.fallback);
  }
  let answer: unknown;
  try {
    answer = await invokeCallable(name, sent.data, ADMIN_CALL_LIMIT_MS);
  } catch (error) {
    const code = callableErrorCode(error);
    if (code === "deadline-exceeded") throw new AdminCallError(ADMIN_UI.timedOut, { cause: error });
    const message = error instanceof Error ? error.message : "";
    throw new AdminCallError(refusalFor(contract, code, message) ?? contract.fallback, {
      cause: error,
    });
  }
  const checked = contract.output.safeParse(answer);
  if (!checked.success) {
    console.error(`${name} answered off its contract`, checked.error.issues);
    throw new AdminCallError(contract.fallback);
  }
  return checked.data as AdminCallableOutput<Name>;
}
