import type { CallableInput, CallableName, CallableOutput } from "@shop/domain";
import { invokeCallable } from "./callableTransport";

/**
 * The one client of the callable functions, the shop's and the console's
 * (docs/architecture.md, "Adding a callable"): `call("placeOrder", input)`
 * sends the entry's input type and gets its output type, checked against the
 * output schema; an answer off the contract throws, a refusal keeps the SDK's
 * error (callableContracts.ts says what it means and reads its code), and past the time limit
 * the call fails with a TimeLimitError. The request leaves at once; the
 * contracts (and zod) load beside it on the first call, not with a page.
 */
export async function call<Name extends CallableName>(
  name: Name,
  input: CallableInput<Name>,
): Promise<CallableOutput<Name>> {
  const answering = invokeCallable(name, input);
  answering.catch(() => undefined); // handled below, once the contracts have loaded
  const { answerOf } = await import("./callableContracts");
  return answerOf(name, answering);
}
