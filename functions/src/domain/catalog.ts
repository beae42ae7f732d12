import type { Paise } from "./money";

/** The two variants every product comes in (docs/product.md §2 Products, §3 Product). */
export const VARIANT_KEYS = ["Motar_Compatible", "Starter_Compatible"] as const;
export type VariantKey = (typeof VARIANT_KEYS)[number];
export const DEFAULT_VARIANT: VariantKey = "Motar_Compatible";

export interface Specification {
  name: string;
  value: string;
}

export interface Variant {
  key: VariantKey;
  label: string;
  price: Paise;
  features: readonly string[];
  specifications: readonly Specification[];
}

export interface Product {
  id: string;
  name: string;
  description: string;
  image: string;
  variants: Readonly<Record<VariantKey, Variant>>;
  specifications: readonly Specification[];
}

export function isVariantKey(value: unknown): value is VariantKey {
  return typeof value === "string" && (VARIANT_KEYS as readonly string[]).includes(value);
}

/** docs/product.md §3: the variant name is the key with its first letter capitalised. */
export function variantName(key: VariantKey): string {
  return key.charAt(0).toUpperCase() + key.slice(1);
}

export function variantLabel(key: VariantKey): string {
  return key.replace(/_/g, " ");
}

/** docs/product.md §3: the product id, or its lower-cased name with spaces turned into hyphens. */
export function productIdFor(product: { id?: string; name: string }): string {
  return product.id && product.id.length > 0
    ? product.id
    : product.name.toLowerCase().replace(/\s+/g, "-");
}
