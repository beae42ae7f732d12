import {
  ADMIN_CALLABLES,
  refusalFor,
  type AdminCallableInput,
  type AdminCallableName,
  type AdminCallableOutput,
} from "@shop/domain";
import { invokeCallable } from "../../../lib/callableTransport";
import { callableErrorCode } from "../../../lib/callables";
import { callableTimeLimit } from "../../../lib/callableTimeLimits";
import { ADMIN_UI } from "../messages";

/** A console action that did not happen (or is not known to have): `message` is what the operator reads. */
export class AdminCallError extends Error {
  override name = "AdminCallError";
}

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
    // The function's own timeout plus the trip (lib/callableTimeLimits): the
    // console never gives up on an action the server may still complete. A
    // repeat with the same requestKey is safe.
    answer = await invokeCallable(name, sent.data, callableTimeLimit(contract));
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
