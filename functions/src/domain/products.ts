import { rupees, type Paise } from "./money";

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

function variant(
  key: VariantKey,
  price: number,
  features: string[],
  specifications: Specification[],
): Variant {
  return { key, label: variantLabel(key), price: rupees(price), features, specifications };
}

const motarSpecs: Specification[] = [
  { name: "Pump connection", value: "Direct motor wiring, up to 1.5 HP single phase" },
  { name: "Relay rating", value: "30 A, 250 V AC" },
];
const starterSpecs: Specification[] = [
  { name: "Pump connection", value: "Through existing DOL / star-delta starter" },
  { name: "Starter interface", value: "Potential-free contacts, 5 A" },
];

/** A product's own specifications between the ones both share. */
const specifications = (levelSensing: string, display: string): Specification[] => [
  { name: "Supply voltage", value: "230 V AC, 50 Hz" },
  { name: "Level sensing", value: levelSensing },
  { name: "Cable length", value: "Up to 30 m between sensor and controller" },
  { name: "Display", value: display },
  { name: "Installation", value: "About 15 minutes, wall mounted" },
  { name: "Warranty", value: "1 year on Basic, 2 years on Pro" },
];

/** docs/product.md §3 and §9: the shop sells exactly these two products, both variants at one price. */
export const PRODUCTS: readonly Product[] = [
  {
    id: "semiAutomatic-1",
    name: "Smart Controller",
    description:
      "Watches your tank in real time and runs the pump by itself: starts it when the level drops, stops it before the tank overflows or the pump runs dry.",
    image: "/images/smart-controller.svg",
    variants: {
      Motar_Compatible: variant(
        "Motar_Compatible",
        399,
        [
          "Real-time tank level monitoring",
          "Automatic pump start and stop",
          "Dry-run protection for the motor",
          "Overflow prevention saves water and power",
        ],
        motarSpecs,
      ),
      Starter_Compatible: variant(
        "Starter_Compatible",
        399,
        [
          "Real-time tank level monitoring",
          "Works with your existing pump starter",
          "Dry-run protection through the starter",
          "Overflow prevention saves water and power",
        ],
        starterSpecs,
      ),
    },
    specifications: specifications("4-level stainless steel probes", "LED level indicator"),
  },
  {
    id: "SemiAutomatic-2",
    name: "Semi Automatic",
    description:
      "One-touch pump start with automatic cut-off when the tank is full: no more running to the terrace or wasting water on overflow.",
    image: "/images/semi-automatic.svg",
    variants: {
      Motar_Compatible: variant(
        "Motar_Compatible",
        799,
        [
          "One-touch pump start",
          "Automatic cut-off when the tank is full",
          "Dry-run protection for the motor",
          "Buzzer alert on full tank",
        ],
        motarSpecs,
      ),
      Starter_Compatible: variant(
        "Starter_Compatible",
        799,
        [
          "One-touch pump start through your starter",
          "Automatic cut-off when the tank is full",
          "Dry-run protection through the starter",
          "Buzzer alert on full tank",
        ],
        starterSpecs,
      ),
    },
    specifications: specifications("Float-free stainless steel probes", "Pump and tank-full LEDs"),
  },
];

export function findProduct(productId: string): Product | undefined {
  return PRODUCTS.find((product) => product.id === productId);
}

export function findVariant(productId: string, variantKey: string): Variant | undefined {
  const product = findProduct(productId);
  if (!product) return undefined;
  return Object.values(product.variants).find((v) => v.key === variantKey);
}
