import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False in prerendered HTML and while React takes it over; true once it has
 * (and at once on a page rendered in the browser). A prerendered form keeps
 * its submit button disabled until then: pressed earlier, the browser would
 * submit it natively, reloading the page with the shopper's words in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
