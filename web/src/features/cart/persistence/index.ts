import type { PersistOptions } from "zustand/middleware";
import type { CartLine } from "../cartLines";
import { SIGNED_OUT_KEY, cartBrowserStorage, cartStorageKey } from "./browserStorage";
import { reportCartNotice } from "./notices";
import { syncCartWithSession } from "./sessionSync";
import { CART_VERSION, migrateStoredCart, type StoredCart } from "./storedCartFormat";
import { checkStoredLines, type LineCheck } from "./untrustedLines";

/**
 * The cart in the browser (docs/data-model.md, "Cart in the browser"): one
 * key per signed-in shopper (browserStorage.ts), nothing while signed out,
 * a versioned format with its migrations (storedCartFormat.ts), stored lines
 * treated as untrusted (untrustedLines.ts), and the session and other tabs
 * followed (sessionSync.ts). Whatever the shopper should hear about is
 * reported as a notice (notices.ts); the UI words and shows it.
 */
export { CART_VERSION } from "./storedCartFormat";
export { cartStorageKey } from "./browserStorage";
export { subscribeCartNotices, type CartNotice } from "./notices";

interface CartLines {
  lines: CartLine[];
}

/** The cart store as persistence drives it: a zustand store made with `persist`. */
export interface PersistedCartStore {
  setState(partial: CartLines): void;
  persist: {
    getOptions(): { name?: string };
    setOptions(options: { name: string }): void;
    rehydrate(): Promise<void>;
    onFinishHydration(listener: () => void): () => void;
  };
}

// What checking the lines of the load in progress found, reported once it has finished.
let lastCheck: LineCheck | null = null;

/** zustand `persist` options for the cart: only ids and quantities are stored, never prices. */
export function cartPersistOptions<S extends CartLines>(): PersistOptions<S, StoredCart> {
  return {
    name: SIGNED_OUT_KEY,
    storage: cartBrowserStorage,
    version: CART_VERSION,
    partialize: (state) => ({ lines: state.lines }),
    migrate: migrateStoredCart,
    merge: (persisted, current) => {
      lastCheck = checkStoredLines((persisted as StoredCart | undefined)?.lines);
      return { ...current, lines: lastCheck.lines };
    },
    // Nothing to load until a shopper signs in (see bindCartPersistence).
    skipHydration: true,
  };
}

function reportLoad(store: PersistedCartStore): void {
  const check = lastCheck;
  lastCheck = null;
  if (!check || (check.dropped === 0 && check.capped.length === 0)) return;
  // Save the cleaned lines so the stale ones are not found again next time.
  store.setState({ lines: check.lines });
  if (check.dropped > 0) reportCartNotice({ kind: "unavailable", count: check.dropped });
  check.capped.forEach((label) => reportCartNotice({ kind: "capped", label }));
}

export interface CartOwner {
  /** Whether a shopper is signed in, so the cart has a key to be kept under. */
  signedIn(): boolean;
}

/**
 * Makes the store follow the session: loaded on sign-in, empty when signed
 * out, read again when another tab writes the same key. Call once, right
 * after creating the store with `cartPersistOptions()`.
 */
export function bindCartPersistence(store: PersistedCartStore): CartOwner {
  const currentKey = () => store.persist.getOptions().name ?? SIGNED_OUT_KEY;
  const reload = () => store.persist.rehydrate();
  // Loads this shopper's stored cart, or empties the cart in memory for null.
  const loadCartFor = (uid: string | null) => {
    store.persist.setOptions({ name: uid ? cartStorageKey(uid) : SIGNED_OUT_KEY });
    return reload();
  };
  store.persist.onFinishHydration(() => reportLoad(store));
  syncCartWithSession({ switchOwner: loadCartFor, storageKey: currentKey, reload });
  return { signedIn: () => currentKey() !== SIGNED_OUT_KEY };
}
