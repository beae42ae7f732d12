import { create } from "zustand";
import { persist } from "zustand/middleware";
import { findProduct } from "@shop/domain";
import { toast } from "../../components/ui/toast";
import {
  addLine,
  catalogEntry,
  countItems,
  lineLabel,
  removeLine,
  sameLines,
  setLineQuantity,
  type CartLine,
} from "./cartLines";
import { SIGNED_OUT_KEY, cartStorage, cartStorageKey } from "./cartStorage";
import { syncCartWithSession } from "./cartSession";
import { CART_VERSION, migrateStoredCart, type StoredCart } from "./legacyCart";
import { CART_MESSAGES, added, capped, increased, unavailable, updated } from "./messages";
import { checkStoredLines, type LoadReport } from "./storedLines";

export type { CartLine } from "./cartLines";

interface CartState {
  lines: CartLine[];
  /** docs/product.md §4/§5 add; returns whether the cart changed. */
  addItem: (productId: string, variantKey: string) => boolean;
  /** docs/product.md §4 update: 0 or less removes the line; above the cap is refused. */
  updateQuantity: (productId: string, variantKey: string, quantity: number) => boolean;
  removeItem: (productId: string, variantKey: string) => void;
  /** The shopper's Clear Cart: empties the cart, removes the stored copy, says 'Cart cleared!'. */
  clearItems: () => void;
}

/** The storage key in use: the signed-in shopper's, or none. */
const currentKey = () => useCartStore.persist.getOptions().name ?? SIGNED_OUT_KEY;
const isSignedIn = () => currentKey() !== SIGNED_OUT_KEY;

// What the last load found, told to the shopper once hydration has finished.
let lastLoad: LoadReport | null = null;

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      lines: [],
      addItem: (productId, variantKey) => {
        if (!isSignedIn()) return refuse(CART_MESSAGES.loginToAdd);
        if (!findProduct(productId)) return refuse(CART_MESSAGES.unknownProduct);
        const entry = catalogEntry(productId, variantKey);
        if (!entry) return refuse(CART_MESSAGES.invalidVariant);
        const result = addLine(get().lines, productId, entry.variant.key);
        if (result.change === "at-limit") return refuse(CART_MESSAGES.maxQuantity);
        set({ lines: result.lines });
        const label = lineLabel(entry);
        toast.success(result.change === "added" ? added(label) : increased(label));
        return true;
      },
      updateQuantity: (productId, variantKey, quantity) => {
        const result = setLineQuantity(get().lines, productId, variantKey, quantity);
        switch (result.change) {
          case "missing":
            return false;
          case "at-limit":
            return refuse(CART_MESSAGES.maxQuantity);
          case "not-whole":
            return refuse(CART_MESSAGES.notWholeNumber);
        }
        set({ lines: result.lines });
        const entry = catalogEntry(productId, variantKey);
        if (result.change === "removed" || !entry) toast.info(CART_MESSAGES.removed);
        else toast.info(updated(lineLabel(entry)));
        return true;
      },
      removeItem: (productId, variantKey) => {
        const lines = removeLine(get().lines, productId, variantKey);
        if (lines.length === get().lines.length) return;
        set({ lines });
        toast.info(CART_MESSAGES.removed);
      },
      clearItems: () => {
        clearCart();
        toast.success(CART_MESSAGES.cleared);
      },
    }),
    {
      name: SIGNED_OUT_KEY,
      storage: cartStorage,
      version: CART_VERSION,
      // Ids and quantities only: display fields and prices come from the catalog.
      partialize: (state): StoredCart => ({ lines: state.lines }),
      migrate: migrateStoredCart,
      merge: (persisted, current) => {
        lastLoad = checkStoredLines((persisted as StoredCart | undefined)?.lines);
        return { ...current, lines: lastLoad.lines };
      },
      onRehydrateStorage: () => () => reportLoad(),
      // Nothing to load until a shopper signs in (see syncCartWithSession).
      skipHydration: true,
    },
  ),
);

function refuse(message: string): false {
  toast.error(message);
  return false;
}

function reportLoad(): void {
  const report = lastLoad;
  lastLoad = null;
  if (!report || (report.dropped === 0 && report.capped.length === 0)) return;
  // Save the cleaned lines so the stale ones are not found again next time.
  useCartStore.setState({ lines: report.lines });
  if (report.dropped > 0) toast.warning(unavailable(report.dropped));
  report.capped.forEach((label) => toast.warning(capped(label)));
}

/** Empties the cart and removes its stored copy, silently (checkout calls this after payment). */
export function clearCart(): void {
  useCartStore.setState({ lines: [] });
  useCartStore.persist.clearStorage();
}

/**
 * After a payment (docs/product.md §4): the cart that was paid for is emptied. A Buy Now
 * order, or a cart changed since the order was placed, leaves the cart as the
 * shopper keeps it, so nothing they still mean to buy is lost.
 */
export function clearCartIfOrdered(items: readonly CartLine[]): boolean {
  if (!sameLines(useCartStore.getState().lines, items)) return false;
  clearCart();
  return true;
}

/** Loads the given user's cart from storage, or empties it in memory when signed out. */
export function loadCartFor(uid: string | null): Promise<void> {
  useCartStore.persist.setOptions({ name: uid ? cartStorageKey(uid) : SIGNED_OUT_KEY });
  return useCartStore.persist.rehydrate();
}

/** Total quantity across lines, for the header badge. */
export function useCartCount(): number {
  return useCartStore((s) => countItems(s.lines));
}

syncCartWithSession({
  switchOwner: loadCartFor,
  storageKey: currentKey,
  reload: () => useCartStore.persist.rehydrate(),
});
