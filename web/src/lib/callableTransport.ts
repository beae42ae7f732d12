import type { CallableName } from "@shop/domain";
import { getFunctionsClient } from "./firebase";

/** Its own module so unit tests can replace the wire and keep callables.ts's checks. */
export async function invokeCallable(name: CallableName, data: unknown): Promise<unknown> {
  const [{ httpsCallable }, functions] = await Promise.all([
    import("firebase/functions"),
    getFunctionsClient(),
  ]);
  return (await httpsCallable(functions, name)(data)).data;
}
