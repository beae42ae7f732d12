import { type VariantKey, PRODUCTS } from "./products";
import type { z } from "zod";
import type { variantStockSchema } from "./consoleCallables";

// Stock and live prices (docs/stock.md): the owner's per variant figures in catalog/{productId};
// the catalogue in products.ts stays the words and pictures, and the seed of these figures.

export type VariantStock = z.infer<typeof variantStockSchema>;
export type CatalogEntry = { variants: Partial<Record<VariantKey, VariantStock>> };

export const STOCK_TEXT = {
  outOfStock: "Out of stock",
  lowStock: (left: number) => `Only ${left} left`,
  notifyMe: "Notify me",
  notifying: "We'll e-mail you",
} as const;

export const STOCK_MESSAGES = {
  outOfStock: (name: string) =>
    `Sorry, ${name} is out of stock in the quantity you asked for. Please change your cart.`,
  hidden: "This product is not available right now.",
  badFigures: "Enter a price above ₹0 and whole numbers of units, 0 or more.",
  saveFailed: "Could not save the change. Please try again.",
  /** "Notify me" (docs/stock.md#notify-me). */
  notifyLogin: "Please log in to be e-mailed when it is back in stock.",
  notifySaved: "We will e-mail you once when it is back in stock.",
  notifyInStock: "This product is in stock: you can order it now.",
  notifyFailed: "Could not save your request. Please try again.",
  notifyNoEmail: "Your account has no e-mail address, so we cannot e-mail you.",
} as const;

export const available = (variant: Pick<VariantStock, "stock" | "held">) =>
  Math.max(0, variant.stock - variant.held);

/** An order's hold: what it took from `available` (order.stockHold; docs/stock.md). */
export interface StockHold {
  lines: { productId: string; variantKey: VariantKey; quantity: number }[];
  state: "held" | "taken" | "released";
  /** A prepaid order's: the reconciler releases it then; a COD order's hold has none. */
  expiresAt?: Date;
  /** The order's discount code: one use held and released with the units (docs/discounts.md). */
  code?: string;
}

/** How long a prepaid order holds its units from the start of payment. */
export const PREPAID_HOLD_MS = 30 * 60_000;

/** catalog/{productId} as the seeder writes it: code prices, `stock` units, none held. */
export function seedEntries(stock: number, lowStock = 5): Record<string, CatalogEntry> {
  return Object.fromEntries(
    PRODUCTS.map((product) => [
      product.id,
      {
        variants: Object.fromEntries(
          Object.values(product.variants).map((v) => [
            v.key,
            { price: v.price, stock, held: 0, active: true, lowStock },
          ]),
        ),
      },
    ]),
  );
}
