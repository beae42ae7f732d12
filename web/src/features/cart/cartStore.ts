import { create } from "zustand";
import { persist } from "zustand/middleware";
import { findProduct } from "@shop/domain";
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
import { cartPersistOptions, followSession } from "./cartStorage";

export type { CartLine } from "./cartLines";

/** Why an action left the cart as it was. */
export type CartRefusal =
  | "login-required"
  | "unknown-product"
  | "invalid-variant"
  | "at-limit"
  | "not-whole"
  | "not-in-cart";

/** What an action did; the UI tells the shopper (cartToasts.ts), the store shows nothing. */
export type CartOutcome =
  | { ok: true; change: "added" | "increased" | "updated"; label: string }
  | { ok: true; change: "removed" | "cleared" }
  | { ok: false; reason: CartRefusal };

interface CartState {
  lines: CartLine[];
  /** docs/product.md §4/§5; `quantity` is the product card's stepper. */
  addItem: (productId: string, variantKey: string, quantity?: number) => CartOutcome;
  /** docs/product.md §4 update: 0 or less removes the line; above the cap is refused. */
  updateQuantity: (productId: string, variantKey: string, quantity: number) => CartOutcome;
  removeItem: (productId: string, variantKey: string) => CartOutcome;
  /** The shopper's Clear Cart: empties the cart and removes the stored copy. */
  clearItems: () => CartOutcome;
}

const refused = (reason: CartRefusal): CartOutcome => ({ ok: false, reason });

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      lines: [],
      addItem: (productId, variantKey, quantity = 1) => {
        // No storage key: nobody is signed in (cartStorage.ts).
        if (!useCartStore.persist.getOptions().name) return refused("login-required");
        if (!Number.isInteger(quantity) || quantity < 1) return refused("not-whole");
        if (!findProduct(productId)) return refused("unknown-product");
        const entry = catalogEntry(productId, variantKey);
        if (!entry) return refused("invalid-variant");
        const result = addLine(get().lines, productId, entry.variant.key, quantity);
        if (result.change === "at-limit") return refused("at-limit");
        set({ lines: result.lines });
        return { ok: true, change: result.change, label: lineLabel(entry) };
      },
      updateQuantity: (productId, variantKey, quantity) => {
        const result = setLineQuantity(get().lines, productId, variantKey, quantity);
        switch (result.change) {
          case "missing":
            return refused("not-in-cart");
          case "at-limit":
            return refused("at-limit");
          case "not-whole":
            return refused("not-whole");
        }
        set({ lines: result.lines });
        const entry = catalogEntry(productId, variantKey);
        if (result.change === "removed" || !entry) return { ok: true, change: "removed" };
        return { ok: true, change: "updated", label: lineLabel(entry) };
      },
      removeItem: (productId, variantKey) => {
        const lines = removeLine(get().lines, productId, variantKey);
        if (lines.length === get().lines.length) return refused("not-in-cart");
        set({ lines });
        return { ok: true, change: "removed" };
      },
      clearItems: () => {
        clearCart();
        return { ok: true, change: "cleared" };
      },
    }),
    cartPersistOptions<CartState>(),
  ),
);

followSession(useCartStore);

/** Empties the cart and removes its stored copy, silently (checkout calls this after payment). */
export function clearCart(): void {
  useCartStore.setState({ lines: [] });
  useCartStore.persist.clearStorage();
}

/** After a payment (docs/product.md §4): only the cart that was paid for is emptied, not a Buy Now's. */
export function clearCartIfOrdered(items: readonly CartLine[]): boolean {
  if (!sameLines(useCartStore.getState().lines, items)) return false;
  clearCart();
  return true;
}

/** Total quantity across lines, for the header badge. */
export function useCartCount(): number {
  return useCartStore((s) => countItems(s.lines));
}
