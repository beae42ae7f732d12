import type { CallableInput, CallableName, CallableOutput } from "@shop/domain";
import { invokeCallable } from "./callableTransport";

/** The callables' one client; contracts (and zod) load beside the first call. */
export async function call<Name extends CallableName>(
  name: Name,
  input: CallableInput<Name>,
): Promise<CallableOutput<Name>> {
  const answering = invokeCallable(name, input);
  answering.catch(() => undefined); // handled below, once the contracts have loaded
  const { answerOf } = await import("./callableContracts");
  return answerOf(name, answering);
}

/** `call`, failing in the shopper's words: the declared refusal, else the contract's fallback. */
export async function callInWords<Name extends CallableName>(
  name: Name,
  input: CallableInput<Name>,
): Promise<CallableOutput<Name>> {
  try {
    return await call(name, input);
  } catch (error) {
    const { failureText } = await import("./callableContracts");
    throw new Error(failureText(name, error), { cause: error });
  }
}
