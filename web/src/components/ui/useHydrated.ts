import { useSyncExternalStore } from "react";

const never = () => () => {};

/** Submit waits for hydration: earlier, the browser would submit the form natively. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
