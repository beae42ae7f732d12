import type { CallableInput, CallableName, CallableOutput } from "@shop/domain";
import { invokeCallable } from "./callableTransport";

/**
 * The one client of the callables (docs/architecture.md, "Adding a callable"). The request leaves
 * at once; the contracts (and zod) load beside it on the first call, not with a page.
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
