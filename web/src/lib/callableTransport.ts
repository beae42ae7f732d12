import type { AdminCallableName, CallableName } from "@shop/domain";
import { getFunctionsClient } from "./firebase";

/**
 * The wire under lib/callables.ts: one callable's raw, unchecked answer. Only
 * callables.ts and the console's wrapper (features/admin/api/adminCall.ts)
 * call it; unit tests replace this module and keep the checks.
 */
export async function invokeCallable(
  name: CallableName | AdminCallableName,
  data: unknown,
  /** The SDK's own time limit; past it the call fails with code deadline-exceeded. */
  timeoutMs?: number,
): Promise<unknown> {
  const [{ httpsCallable }, functions] = await Promise.all([
    import("firebase/functions"),
    getFunctionsClient(),
  ]);
  const options = timeoutMs === undefined ? undefined : { timeout: timeoutMs };
  return (await httpsCallable(functions, name, options)(data)).data;
}
