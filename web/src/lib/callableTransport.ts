import type { CallableName } from "@shop/domain";
import { getFunctionsClient } from "./firebase";

/**
 * The wire under lib/callables.ts: one callable's raw, unchecked answer. Only
 * callables.ts calls it; unit tests replace this module and keep the checks.
 */
export async function invokeCallable(name: CallableName, data: unknown): Promise<unknown> {
  const [{ httpsCallable }, functions] = await Promise.all([
    import("firebase/functions"),
    getFunctionsClient(),
  ]);
  return (await httpsCallable(functions, name)(data)).data;
}
