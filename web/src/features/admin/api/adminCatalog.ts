import { COLLECTIONS, type CatalogEntry, type VariantKey, type VariantStock } from "@shop/domain";
import type { QueryDocumentSnapshot } from "firebase/firestore";
import { dateOf, firstAnswerLimit, live, serverFirst, textOf, type Watch } from "../../orders";
import { catalogEntryOf } from "../../products";
import { watchNewest } from "./adminOrder";

// The console's catalogue (docs/stock.md): the live figures per product, and their history.

/** Every catalog/{productId}, by product id; a figure off the contract leaves its variant out. */
export const watchCatalog: Watch<Record<string, CatalogEntry>> = (onChange, onError) =>
  firstAnswerLimit(onChange, onError, (hear, fail) =>
    live(
      (sdk, db) =>
        sdk.onSnapshot(
          sdk.collection(db, COLLECTIONS.catalog),
          serverFirst((snapshot) =>
            hear(
              Object.fromEntries(snapshot.docs.map((doc) => [doc.id, catalogEntryOf(doc.data())])),
            ),
          ),
          fail,
        ),
      fail,
    ),
  );

export const CHANGES_SHOWN = 20;

/** One catalogChanges entry: what one console save changed, by whom and when. */
function changeOf(doc: QueryDocumentSnapshot) {
  const data = doc.data({ serverTimestamps: "estimate" });
  const by = (data.by ?? {}) as { name?: unknown };
  return {
    id: doc.id,
    productId: textOf(data.productId),
    variantKey: textOf(data.variantKey) as VariantKey,
    before: (data.before ?? null) as VariantStock | null,
    after: data.after as VariantStock,
    by: textOf(by.name),
    at: dateOf(data.at) ?? new Date(0),
  };
}
export type CatalogChange = ReturnType<typeof changeOf>;

export const watchCatalogChanges = watchNewest(
  COLLECTIONS.catalogChanges,
  "at",
  changeOf,
  CHANGES_SHOWN,
);
