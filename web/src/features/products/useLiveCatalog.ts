import { useEffect, useRef, useState } from "react";
import { STOCK_TEXT, available, type CatalogEntry, type Variant } from "@shop/domain";
import { readLiveCatalog } from "./api/liveCatalog";

// The live figures over the prerendered code catalogue (docs/stock.md), for the cards and the cart.

/** The live entries of `productIds`, each read at most once while the page is shown; a failed
 * read leaves the prerendered figures, silently. */
export function useLiveCatalog(productIds: readonly string[]): Record<string, CatalogEntry> {
  const [entries, setEntries] = useState<Record<string, CatalogEntry>>({});
  const asked = useRef(new Set<string>());
  const key = productIds.join("\n");
  useEffect(() => {
    const ids = key.split("\n").filter((id) => id && !asked.current.has(id));
    if (ids.length === 0) return;
    for (const id of ids) asked.current.add(id);
    readLiveCatalog(ids).then(
      (read) => setEntries((shown) => ({ ...shown, ...read })),
      () => {},
    );
  }, [key]);
  return entries;
}

export type LiveFigures = ReturnType<typeof liveFigures>;

/** A variant as the shopper sees it: the live figures when read, else the code's price; sold out
 * when out of stock or hidden; `stockText` "Out of stock", "Only 2 left" or "". */
export function liveFigures(variant: Variant, entry: CatalogEntry | undefined) {
  const live = entry?.variants[variant.key];
  if (!live) return { price: variant.price, soldOut: false, stockText: "" };
  const left = available(live);
  const soldOut = !live.active || left === 0;
  const stockText = soldOut
    ? STOCK_TEXT.outOfStock
    : left <= live.lowStock
      ? STOCK_TEXT.lowStock(left)
      : "";
  return { price: live.price, soldOut, stockText };
}
