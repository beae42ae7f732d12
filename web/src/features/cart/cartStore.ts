import { create } from "zustand";
import { persist } from "zustand/middleware";
import { MAX_QUANTITY_PER_LINE, findProduct } from "@shop/domain";
import {
  cartPersistOptions,
  catalogEntry,
  followSession,
  isSameLine,
  lineLabel,
  type CartLine,
} from "./cartStorage";

/** Why an action left the cart as it was. */
export type CartRefusal =
  | "login-required"
  | "unknown-product"
  | "invalid-variant"
  | "at-limit"
  | "not-whole"
  | "not-in-cart";

/** What an action did; the UI tells the shopper (cartMessages.ts), the store shows nothing. */
export type CartOutcome =
  | { ok: true; change: "added" | "increased" | "updated"; label: string }
  | { ok: true; change: "removed" | "cleared" }
  | { ok: false; reason: CartRefusal };

export interface CartState {
  lines: CartLine[];
  /** A code the server accepted in this cart, sent with Proceed to Payment; "" for none. */
  discountCode: string;
  setDiscountCode: (code: string) => void;
  /** docs/product.md §4/§5: adds to the same product and variant, or appends; past the cap, refused. */
  addItem: (productId: string, variantKey: string, quantity?: number) => CartOutcome;
  /** docs/product.md §4 update: 0 or less removes the line; above the cap is refused. */
  updateQuantity: (productId: string, variantKey: string, quantity: number) => CartOutcome;
  removeItem: (productId: string, variantKey: string) => CartOutcome;
  clearItems: () => CartOutcome;
}

const refused = (reason: CartRefusal): CartOutcome => ({ ok: false, reason });

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      lines: [],
      discountCode: "",
      setDiscountCode: (discountCode) => set({ discountCode }),
      addItem: (productId, variantKey, quantity = 1) => {
        // No storage key: nobody is signed in (cartStorage.ts).
        if (!useCartStore.persist.getOptions().name) return refused("login-required");
        if (!Number.isInteger(quantity) || quantity < 1) return refused("not-whole");
        if (!findProduct(productId)) return refused("unknown-product");
        const entry = catalogEntry(productId, variantKey);
        if (!entry) return refused("invalid-variant");
        const { lines } = get();
        const key = entry.variant.key;
        const existing = lines.find((line) => isSameLine(line, productId, key));
        if ((existing?.quantity ?? 0) + quantity > MAX_QUANTITY_PER_LINE)
          return refused("at-limit");
        set({
          lines: existing
            ? lines.map((l) => (l === existing ? { ...l, quantity: l.quantity + quantity } : l))
            : [...lines, { productId, variantKey: key, quantity }],
        });
        return { ok: true, change: existing ? "increased" : "added", label: lineLabel(entry) };
      },
      updateQuantity: (productId, variantKey, quantity) => {
        const { lines, removeItem } = get();
        if (!lines.some((line) => isSameLine(line, productId, variantKey)))
          return refused("not-in-cart");
        if (!Number.isInteger(quantity)) return refused("not-whole");
        if (quantity <= 0) return removeItem(productId, variantKey);
        if (quantity > MAX_QUANTITY_PER_LINE) return refused("at-limit");
        set({
          lines: lines.map((l) => (isSameLine(l, productId, variantKey) ? { ...l, quantity } : l)),
        });
        const entry = catalogEntry(productId, variantKey);
        return entry
          ? { ok: true, change: "updated", label: lineLabel(entry) }
          : { ok: true, change: "removed" };
      },
      removeItem: (productId, variantKey) => {
        const lines = get().lines.filter((line) => !isSameLine(line, productId, variantKey));
        if (lines.length === get().lines.length) return refused("not-in-cart");
        set({ lines });
        return { ok: true, change: "removed" };
      },
      clearItems: () => {
        clearCart();
        return { ok: true, change: "cleared" };
      },
    }),
    cartPersistOptions,
  ),
);

followSession(useCartStore);

/** Empties the cart and removes its stored copy, silently (checkout calls this after payment). */
export function clearCart(): void {
  useCartStore.setState({ lines: [], discountCode: "" });
  useCartStore.persist.clearStorage();
}

/** After a payment (docs/product.md §4): only the cart that was paid for is emptied, not a Buy Now's. */
export function clearCartIfOrdered(items: readonly CartLine[]): boolean {
  const key = (line: CartLine) => `${line.productId}\u0000${line.variantKey}\u0000${line.quantity}`;
  const { lines } = useCartStore.getState();
  const keys = new Set(lines.map(key));
  const same = lines.length === items.length && keys.size === lines.length;
  if (!same || !items.every((line) => keys.has(key(line)))) return false;
  clearCart();
  return true;
}

export const countItems = (lines: readonly Pick<CartLine, "quantity">[]) =>
  lines.reduce((sum, line) => sum + line.quantity, 0);

export const useCartCount = () => useCartStore((s) => countItems(s.lines));
