import { COLLECTIONS, type CatalogEntry, type VariantKey, type VariantStock } from "@shop/domain";
import type { DocumentData } from "firebase/firestore";
import { dateOf, textOf, type Watch } from "../../orders";
import { catalogEntryOf } from "../../products";
import { watchCollection } from "./adminOrder";

// The console's catalogue (docs/stock.md): the live figures per product, and their history.

const watchEntries = watchCollection(
  COLLECTIONS.catalog,
  (data, id) => [id, catalogEntryOf(data)] as const,
);

/** Every catalog/{productId}, by product id; a figure off the contract leaves its variant out. */
export const watchCatalog: Watch<Record<string, CatalogEntry>> = (onChange, onError) =>
  watchEntries((entries) => onChange(Object.fromEntries(entries)), onError);

/** One catalogChanges entry: what one console save changed, by whom and when. */
function changeOf(data: DocumentData, id: string) {
  const by = (data.by ?? {}) as { name?: unknown };
  return {
    id,
    productId: textOf(data.productId),
    variantKey: textOf(data.variantKey) as VariantKey,
    before: (data.before ?? null) as VariantStock | null,
    after: data.after as VariantStock,
    by: textOf(by.name),
    at: dateOf(data.at) ?? new Date(0),
  };
}
export type CatalogChange = ReturnType<typeof changeOf>;

/** The newest 20 changes. */
export const watchCatalogChanges = watchCollection(COLLECTIONS.catalogChanges, changeOf, "at", 20);
