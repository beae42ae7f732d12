import {
  MAX_QUANTITY_PER_LINE,
  PRODUCTS,
  VARIANT_KEYS,
  findProduct,
  findVariant,
  isVariantKey,
  productIdFor,
  variantLabel,
  type Product,
  type Variant,
  type VariantKey,
} from "@shop/domain";
import type { PersistOptions, PersistStorage, StorageValue } from "zustand/middleware";
import { useSession } from "../auth";
import { reportCartNotice as report } from "./cartNotices";
import type { useCartStore } from "./cartStore";

// The cart in the browser, zustand persist under `cart:{uid}`: docs/data-model.md, "Cart in the browser".
export const CART_VERSION = 1;

/** A cart line as kept and stored: ids and a quantity; prices come from the catalog when shown. */
export interface CartLine {
  productId: string;
  variantKey: VariantKey;
  quantity: number;
}

export function isSameLine(line: CartLine, productId: string, variantKey: string): boolean {
  return line.productId === productId && line.variantKey === variantKey;
}

type CatalogEntry = { product: Product; variant: Variant };

/** The catalog entry for a line, or undefined when the product or variant is not sold. */
export function catalogEntry(productId: string, variantKey: string): CatalogEntry | undefined {
  const product = findProduct(productId);
  const variant = findVariant(productId, variantKey);
  return product && variant ? { product, variant } : undefined;
}

/** "Smart Controller (Motar Compatible)", as the cart's messages and buttons name a line. */
export function lineLabel(entry: CatalogEntry): string {
  return `${entry.product.name} (${variantLabel(entry.variant.key)})`;
}

type LineCheck = { lines: CartLine[]; dropped: number; capped: string[] };

// Stored lines are untrusted (another shop version, tab or devtools): only what is sold survives.
function checkStoredLines(stored: unknown): LineCheck {
  const check: LineCheck = { lines: [], dropped: 0, capped: [] };
  for (const value of Array.isArray(stored) ? stored : []) {
    const { productId, variantKey, quantity } = (value ?? {}) as Record<string, unknown>;
    const valid =
      typeof productId === "string" &&
      isVariantKey(variantKey) &&
      typeof quantity === "number" &&
      Number.isInteger(quantity) &&
      quantity >= 1;
    if (!valid || !catalogEntry(productId, variantKey)) {
      check.dropped += 1;
      continue;
    }
    const seen = check.lines.find((line) => isSameLine(line, productId, variantKey));
    if (seen) seen.quantity += quantity;
    else check.lines.push({ productId, variantKey, quantity });
  }
  for (const line of check.lines) {
    const entry = catalogEntry(line.productId, line.variantKey);
    if (line.quantity <= MAX_QUANTITY_PER_LINE || !entry) continue;
    line.quantity = MAX_QUANTITY_PER_LINE;
    check.capped.push(lineLabel(entry));
  }
  return check;
}

interface StoredCart {
  lines: unknown[];
}

// The earlier shop stored a bare array, or an envelope without a version: both are version 0.
function decode(raw: string): StorageValue<StoredCart> | null {
  try {
    const value: unknown = JSON.parse(raw);
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
}

// The key is "" while signed out: nothing is read or written, so no cart leaks between shoppers.
let reportedNotSaved = false;
const storage: PersistStorage<StoredCart> = {
  getItem: (name) => {
    const raw = name ? localStorage.getItem(name) : null;
    return raw === null ? null : decode(raw);
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
  removeItem: (name) => {
    if (name) localStorage.removeItem(name);
  },
};

const variantKeyOf = (value: unknown) =>
  typeof value === "string"
    ? VARIANT_KEYS.find((k) => k.toLowerCase() === value.trim().replace(/\s+/g, "_").toLowerCase())
    : undefined;

// Version 0's items (docs/product.md §3): ids and quantity kept, the price text dropped.
function fromLegacy(item: unknown): unknown {
  if (typeof item !== "object" || item === null) return item;
  const { productId, productName, variantKey, variantName, quantity } = item as Record<
    string,
    unknown
  >;
  const name = typeof productName === "string" ? productName.trim().toLowerCase() : undefined;
  const product =
    (typeof productId === "string" && findProduct(productId)) ||
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

function migrate(persisted: unknown, version: number): StoredCart {
  const { lines, cartItems } = (persisted ?? {}) as Record<string, unknown>;
  const items = Array.isArray(lines) ? lines : Array.isArray(cartItems) ? cartItems : [];
  // A newer shop's lines are kept as they are; the check on load vets every one.
  return { lines: version === 0 ? items.map(fromLegacy) : items };
}

let loaded: LineCheck | undefined;

/** Only ids and quantities are stored, never prices; nothing loads until a shopper signs in. */
export function cartPersistOptions<S extends { lines: CartLine[] }>(): PersistOptions<
  S,
  StoredCart
> {
  return {
    name: "",
    storage,
    version: CART_VERSION,
    partialize: (state) => ({ lines: state.lines }),
    migrate,
    merge: (persisted, current) => {
      loaded = checkStoredLines((persisted as StoredCart | undefined)?.lines);
      return { ...current, lines: loaded.lines };
    },
    skipHydration: true,
  };
}

/** Loads the cart on sign-in, empties it on sign-out, and reads it again when another tab writes it. */
export function followSession(store: typeof useCartStore): void {
  store.persist.onFinishHydration(() => {
    const check = loaded;
    loaded = undefined;
    if (!check || (check.dropped === 0 && check.capped.length === 0)) return;
    // Saved at once, so the stale lines are not found (and reported) again.
    store.setState({ lines: check.lines });
    if (check.dropped > 0) report({ kind: "unavailable", count: check.dropped });
    check.capped.forEach((label) => report({ kind: "capped", label }));
  });
  // The build prerenders public pages in Node (web/src/prerender.tsx): no window, no cart.
  if (typeof window === "undefined") return;
  const key = () => store.persist.getOptions().name ?? "";
  const follow = () => {
    const { status, user } = useSession.getState();
    const next =
      status === "signed-out"
        ? ""
        : status === "signed-in" && user
          ? `cart:${user.uid}`
          : undefined;
    // While Auth is still loading the cart is left as it is.
    if (next === undefined || next === key()) return;
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
