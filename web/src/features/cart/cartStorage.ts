import {
  MAX_QUANTITY_PER_LINE,
  PRODUCTS,
  VARIANT_KEYS,
  findProduct,
  findVariant,
  productIdFor,
  variantLabel,
  type Product,
  type Variant,
  type VariantKey,
} from "@shop/domain";
import type { PersistOptions, PersistStorage, StorageValue } from "zustand/middleware";
import { useSession } from "../auth";
import { reportCartNotice as report } from "./cartNotices";
import type { CartState, useCartStore } from "./cartStore";

// The cart in the browser, zustand persist under `cart:{uid}`: docs/data-model.md, "Cart in the browser".
export const CART_VERSION = 1;

/** Stored and kept as ids and a quantity; prices come from the catalog when shown. */
export interface CartLine {
  productId: string;
  variantKey: VariantKey;
  quantity: number;
}

export const isSameLine = (line: CartLine, productId: string, variantKey: string) =>
  line.productId === productId && line.variantKey === variantKey;

export type CatalogEntry = { product: Product; variant: Variant };

/** The catalog entry for a line, or undefined when the product or variant is not sold. */
export function catalogEntry(productId: string, variantKey: string): CatalogEntry | undefined {
  const product = findProduct(productId);
  const variant = findVariant(productId, variantKey);
  return product && variant ? { product, variant } : undefined;
}

/** "Smart Controller (Motar Compatible)", as the cart's messages and buttons name a line. */
export const lineLabel = ({ product, variant }: CatalogEntry) =>
  `${product.name} (${variantLabel(variant.key)})`;

type Fields = Record<string, unknown>;

// Stored lines are untrusted (another shop version, tab or devtools): only what is sold survives.
function checkStoredLines(stored: unknown): CartLine[] {
  const lines: CartLine[] = [];
  let dropped = 0;
  for (const value of Array.isArray(stored) ? stored : []) {
    const { productId, variantKey, quantity } = (value ?? {}) as Fields;
    const ids = typeof productId === "string" && typeof variantKey === "string";
    const entry = ids ? catalogEntry(productId, variantKey) : undefined;
    const count = Number.isInteger(quantity) ? (quantity as number) : 0;
    if (!entry || count < 1) dropped += 1;
    else {
      const { product, variant } = entry;
      const seen = lines.find((line) => isSameLine(line, product.id, variant.key));
      if (seen) seen.quantity += count;
      else lines.push({ productId: product.id, variantKey: variant.key, quantity: count });
    }
  }
  if (dropped > 0) report({ kind: "unavailable", count: dropped });
  const capped = lines.filter((line) => line.quantity > MAX_QUANTITY_PER_LINE);
  for (const line of capped) {
    line.quantity = MAX_QUANTITY_PER_LINE;
    const entry = catalogEntry(line.productId, line.variantKey) as CatalogEntry;
    report({ kind: "capped", label: lineLabel(entry) });
  }
  // Saved at once (followSession), so the stale lines are not found (and reported) again.
  resave = dropped + capped.length > 0;
  return lines;
}
let resave = false;

/** `discountCode` (docs/discounts.md) is absent in older carts. */
type StoredCart = { lines: unknown[]; discountCode?: unknown };

// The key is "" while signed out: nothing is read or written, so no cart leaks between shoppers.
let reportedNotSaved = false;
const storage: PersistStorage<StoredCart> = {
  getItem: (name) => {
    const raw = name ? localStorage.getItem(name) : null;
    if (raw === null) return null;
    try {
      const value: unknown = JSON.parse(raw);
      // The earlier shop stored a bare array, or an envelope without a version: both are version 0.
      if (Array.isArray(value)) return { state: { lines: value }, version: 0 };
      if (typeof value === "object" && value !== null && "state" in value) {
        const { state, version } = value as StorageValue<StoredCart>;
        return { state, version: typeof version === "number" ? version : 0 };
      }
    } catch {
      // Not JSON: reported below like any other text that is no cart.
    }
    report({ kind: "unreadable" });
    return null;
  },
  setItem: (name, value) => {
    if (!name) return;
    try {
      localStorage.setItem(name, JSON.stringify(value));
    } catch (error) {
      // Full or disabled storage: the cart keeps working in memory; said once per page.
      console.warn("Cart not saved", error);
      if (!reportedNotSaved) report({ kind: "not-saved" });
      reportedNotSaved = true;
    }
  },
  removeItem: (name) => name && localStorage.removeItem(name),
};

const variantKeyOf = (value: unknown) =>
  typeof value === "string"
    ? VARIANT_KEYS.find((k) => k.toLowerCase() === value.trim().replace(/\s+/g, "_").toLowerCase())
    : undefined;

// Version 0's items (docs/product.md §3): ids and quantity kept, the price text dropped.
function fromLegacy(item: unknown): unknown {
  if (typeof item !== "object" || item === null) return item;
  const { productId, productName, variantKey, variantName, quantity } = item as Fields;
  const name = typeof productName === "string" ? productName.trim().toLowerCase() : undefined;
  const product =
    PRODUCTS.find((p) => p.id === productId) ??
    PRODUCTS.find(
      (p) => productIdFor({ name: p.name }) === productId || p.name.toLowerCase() === name,
    );
  return {
    // An id that still does not resolve stays, so the check drops it and says so.
    productId: product ? product.id : productId,
    variantKey: variantKeyOf(variantKey) ?? variantKeyOf(variantName) ?? variantKey,
    quantity: typeof quantity === "string" ? Number(quantity) : quantity,
  };
}

/** Only ids and quantities are stored, never prices; nothing loads until a shopper signs in. */
export const cartPersistOptions: PersistOptions<CartState, StoredCart> = {
  name: "",
  storage,
  version: CART_VERSION,
  // A cart without a code is stored as before.
  partialize: ({ lines, discountCode }) => (discountCode ? { lines, discountCode } : { lines }),
  migrate: (persisted, version) => {
    const { lines, cartItems } = (persisted ?? {}) as Fields;
    const items = Array.isArray(lines) ? lines : Array.isArray(cartItems) ? cartItems : [];
    // A newer shop's lines are kept as they are; the check on load vets every one.
    return { ...(persisted as StoredCart), lines: version === 0 ? items.map(fromLegacy) : items };
  },
  merge: (persisted, current) => {
    const { lines, discountCode: code } = (persisted ?? {}) as Partial<StoredCart>;
    // Vetted where it is used (checkDiscount), not here: the discounts module would join
    // every page's first load (budget of /).
    const discountCode = typeof code === "string" ? code : "";
    return { ...current, lines: checkStoredLines(lines), discountCode };
  },
  skipHydration: true,
};

/** Loads the cart on sign-in, empties it on sign-out, and reads it again when another tab writes it. */
export function followSession(store: typeof useCartStore): void {
  store.persist.onFinishHydration(({ lines }) => {
    if (resave) store.setState({ lines });
    resave = false;
  });
  // The build prerenders public pages in Node (web/src/prerender.tsx): no window, no cart.
  if (typeof window === "undefined") return;
  const key = () => store.persist.getOptions().name ?? "";
  const follow = () => {
    const { status, user } = useSession.getState();
    // While Auth is still loading the cart is left as it is.
    if (status === "loading" || (status === "signed-in" && !user)) return;
    const next = user && status === "signed-in" ? `cart:${user.uid}` : "";
    if (next === key()) return;
    store.persist.setOptions({ name: next });
    void store.persist.rehydrate();
  };
  follow();
  useSession.subscribe(follow);
  window.addEventListener("storage", (event) => {
    // The event fires only in the other tabs; a null key means all storage was cleared.
    if (!key() || event.storageArea !== localStorage) return;
    if (event.key === null || event.key === key()) void store.persist.rehydrate();
  });
}
