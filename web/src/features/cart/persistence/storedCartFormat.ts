import { PRODUCTS, VARIANT_KEYS, findProduct, productIdFor, type VariantKey } from "@shop/domain";
import type { StorageValue } from "zustand/middleware";

/**
 * The stored cart's format and its migrations (docs/data-model.md, "Cart in
 * the browser"). Version 1, the current one, is zustand persist's envelope
 * `{"state":{"lines":[{productId, variantKey, quantity}]},"version":1}`.
 * Version 0 is the earlier shop's: a bare array of display items with a price
 * text, or an envelope without a version. Bump CART_VERSION and extend
 * `migrateStoredCart` on any change of shape.
 */
export const CART_VERSION = 1;

/** What is kept in storage from version 1 on; every line is checked on load (untrustedLines.ts). */
export interface StoredCart {
  lines: unknown[];
}

/**
 * Reads the text under a cart key into zustand persist's envelope, or null
 * when it is no cart at all (not JSON, or neither an array nor an envelope).
 */
export function decodeStoredCart(raw: string): StorageValue<StoredCart> | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  // The earlier shop stored the bare array of cart items under the user's key.
  if (Array.isArray(value)) return { state: { lines: value }, version: 0 };
  if (typeof value === "object" && value !== null && "state" in value) {
    const { state, version } = value as { state: unknown; version?: unknown };
    return { state: state as StoredCart, version: typeof version === "number" ? version : 0 };
  }
  return null;
}

/**
 * docs/product.md §3 "Cart item", the shape the earlier shop stored (version 0): display
 * fields and a price text such as 'Rs 399.00' beside the ids.
 */
export interface LegacyCartItem {
  productId?: unknown;
  productName?: unknown;
  variantKey?: unknown;
  variantName?: unknown;
  price?: unknown;
  quantity?: unknown;
  image?: unknown;
}

function legacyProductId(item: LegacyCartItem): unknown {
  const { productId, productName } = item;
  if (typeof productId === "string" && findProduct(productId)) return productId;
  // docs/product.md §3: without a product id the old shop used the name, lower-cased and hyphenated.
  const byName = PRODUCTS.find(
    (p) =>
      (typeof productId === "string" && productIdFor({ name: p.name }) === productId) ||
      (typeof productName === "string" &&
        p.name.toLowerCase() === productName.trim().toLowerCase()),
  );
  return byName ? byName.id : productId;
}

function legacyVariantKey(item: LegacyCartItem): VariantKey | unknown {
  for (const candidate of [item.variantKey, item.variantName]) {
    if (typeof candidate !== "string") continue;
    const normalised = candidate.trim().replace(/\s+/g, "_").toLowerCase();
    const key = VARIANT_KEYS.find((k) => k.toLowerCase() === normalised);
    if (key) return key;
  }
  return item.variantKey;
}

/**
 * Keeps ids and quantity; the stored price text is dropped on purpose, since
 * prices come from the catalog. Lines that still do not resolve are kept as
 * they are, so loading drops them with a message instead of losing them silently.
 */
export function migrateLegacyItem(item: LegacyCartItem): unknown {
  const quantity = typeof item.quantity === "string" ? Number(item.quantity) : item.quantity;
  return { productId: legacyProductId(item), variantKey: legacyVariantKey(item), quantity };
}

function legacyItems(state: unknown): unknown[] {
  if (Array.isArray(state)) return state;
  if (typeof state === "object" && state !== null) {
    const { lines, cartItems } = state as Record<string, unknown>;
    if (Array.isArray(lines)) return lines;
    if (Array.isArray(cartItems)) return cartItems;
  }
  return [];
}

/** zustand persist `migrate`: brings any earlier stored shape to the current one. */
export function migrateStoredCart(persisted: unknown, version: number): StoredCart {
  const items = legacyItems(persisted);
  if (version === 0) {
    return {
      lines: items.map((item) =>
        typeof item === "object" && item !== null
          ? migrateLegacyItem(item as LegacyCartItem)
          : item,
      ),
    };
  }
  // A shape from a newer shop: keep what reads as lines; loading checks every one.
  return { lines: items };
}
