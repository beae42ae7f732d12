import { useSyncExternalStore } from "react";

const never = () => () => {};
const onClient = () => true;
const onServer = () => false;

/** Submit waits for hydration: earlier, the browser would submit the form natively. */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, onClient, onServer);
}
