import { useSession, type AuthStatus } from "../../auth";

export interface CartBinding {
  /** Loads the cart of this user, or empties it (in memory only) for null. */
  switchOwner: (uid: string | null) => Promise<void>;
  /** The storage key the cart currently reads and writes. */
  storageKey: () => string;
  /** Reads the current user's stored cart again. */
  reload: () => Promise<void>;
}

function ownerOf(status: AuthStatus, uid: string | undefined): string | null | undefined {
  if (status === "signed-in" && uid) return uid;
  if (status === "signed-out") return null;
  return undefined; // still loading: keep what we have
}

/**
 * docs/product.md §4: the cart is loaded on sign-in and empty when signed out. Another
 * tab of the same shopper writes the same key; the `storage` event (fired
 * only in the other tabs) makes this one read it again, so both agree.
 */
export function syncCartWithSession(cart: CartBinding): () => void {
  // The build prerenders public pages in Node (web/src/prerender.tsx): no window, no cart.
  if (typeof window === "undefined") return () => {};
  let owner: string | null = null;
  const follow = () => {
    const { status, user } = useSession.getState();
    const next = ownerOf(status, user?.uid);
    if (next === undefined || next === owner) return;
    owner = next;
    void cart.switchOwner(next);
  };
  const onStorage = (event: StorageEvent) => {
    if (owner === null || event.storageArea !== window.localStorage) return;
    // A null key means another tab cleared all of localStorage.
    if (event.key === null || event.key === cart.storageKey()) void cart.reload();
  };
  follow();
  const unsubscribe = useSession.subscribe(follow);
  window.addEventListener("storage", onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener("storage", onStorage);
  };
}
