import { useMemo } from "react";
import { variantLabel, type Paise, type VariantKey } from "@shop/domain";
import { catalogEntry, lineLabel, type CartLine } from "./cartStorage";
import { countItems, useCartStore } from "./cartStore";

/** A cart line ready to show: every display field comes from today's catalog. */
export interface CartViewLine {
  productId: string;
  variantKey: VariantKey;
  /** "Smart Controller (Motar Compatible)" */
  label: string;
  productName: string;
  variantName: string;
  image: string;
  quantity: number;
  unitPrice: Paise;
  lineTotal: Paise;
}

export interface CartView {
  lines: CartViewLine[];
  itemCount: number;
  grandTotal: Paise;
}

/** Lines no longer sold are left out, so no line is ever shown at a stale price. */
export function viewCart(lines: readonly CartLine[]): CartView {
  const view: CartViewLine[] = [];
  for (const line of lines) {
    const entry = catalogEntry(line.productId, line.variantKey);
    if (!entry) continue;
    view.push({
      productId: entry.product.id,
      variantKey: entry.variant.key,
      label: lineLabel(entry),
      productName: entry.product.name,
      variantName: variantLabel(entry.variant.key),
      image: entry.product.image,
      quantity: line.quantity,
      unitPrice: entry.variant.price,
      lineTotal: entry.variant.price * line.quantity,
    });
  }
  return {
    lines: view,
    itemCount: countItems(view),
    grandTotal: view.reduce((sum, line) => sum + line.lineTotal, 0),
  };
}

/** The signed-in shopper's cart as the page shows it, priced from the catalog. */
export function useCartView(): CartView {
  const lines = useCartStore((s) => s.lines);
  return useMemo(() => viewCart(lines), [lines]);
}
