import { rupees, type Paise } from "./money";

/** The two variants every product comes in (docs/product.md §2 Products, §3 Product). */
export const VARIANT_KEYS = ["Motar_Compatible", "Starter_Compatible"] as const;
export type VariantKey = (typeof VARIANT_KEYS)[number];
export const DEFAULT_VARIANT: VariantKey = "Motar_Compatible";

type Specification = { name: string; value: string };

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

export const isVariantKey = (value: unknown): value is VariantKey =>
  typeof value === "string" && (VARIANT_KEYS as readonly string[]).includes(value);

/** docs/product.md §3: the variant name is the key with its first letter capitalised. */
export const variantName = (key: VariantKey) => key.charAt(0).toUpperCase() + key.slice(1);

export const variantLabel = (key: VariantKey) => key.replace(/_/g, " ");

/** docs/product.md §3: the product id, or its lower-cased name with spaces turned into hyphens. */
export const productIdFor = (product: { id?: string; name: string }) =>
  product.id || product.name.toLowerCase().replace(/\s+/g, "-");

const VARIANT_SPECS: Record<VariantKey, Specification[]> = {
  Motar_Compatible: [
    { name: "Pump connection", value: "Direct motor wiring, up to 1.5 HP single phase" },
    { name: "Relay rating", value: "30 A, 250 V AC" },
  ],
  Starter_Compatible: [
    { name: "Pump connection", value: "Through existing DOL / star-delta starter" },
    { name: "Starter interface", value: "Potential-free contacts, 5 A" },
  ],
};

/** Both variants at one price (in rupees), each with its features. */
function variants(price: number, features: Record<VariantKey, string[]>) {
  const variant = (key: VariantKey): Variant => ({
    key,
    label: variantLabel(key),
    price: rupees(price),
    features: features[key],
    specifications: VARIANT_SPECS[key],
  });
  return Object.fromEntries(VARIANT_KEYS.map((key) => [key, variant(key)])) as Product["variants"];
}

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
    variants: variants(399, {
      Motar_Compatible: [
        "Real-time tank level monitoring",
        "Automatic pump start and stop",
        "Dry-run protection for the motor",
        "Overflow prevention saves water and power",
      ],
      Starter_Compatible: [
        "Real-time tank level monitoring",
        "Works with your existing pump starter",
        "Dry-run protection through the starter",
        "Overflow prevention saves water and power",
      ],
    }),
    specifications: specifications("4-level stainless steel probes", "LED level indicator"),
  },
  {
    id: "SemiAutomatic-2",
    name: "Semi Automatic",
    description:
      "One-touch pump start with automatic cut-off when the tank is full: no more running to the terrace or wasting water on overflow.",
    image: "/images/semi-automatic.svg",
    variants: variants(799, {
      Motar_Compatible: [
        "One-touch pump start",
        "Automatic cut-off when the tank is full",
        "Dry-run protection for the motor",
        "Buzzer alert on full tank",
      ],
      Starter_Compatible: [
        "One-touch pump start through your starter",
        "Automatic cut-off when the tank is full",
        "Dry-run protection through the starter",
        "Buzzer alert on full tank",
      ],
    }),
    specifications: specifications("Float-free stainless steel probes", "Pump and tank-full LEDs"),
  },
];

export const findProduct = (productId: string) => PRODUCTS.find((p) => p.id === productId);

export const findVariant = (productId: string, variantKey: string) =>
  isVariantKey(variantKey) ? findProduct(productId)?.variants[variantKey] : undefined;
