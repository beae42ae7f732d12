import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * Prerendered forms keep submit disabled until hydrated: pressed earlier, the browser would submit
 * natively, reloading the page with the shopper's words in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
