import { VARIANT_KEYS, firestorePaths, type CatalogEntry, type VariantStock } from "@shop/domain";
import {
  databaseName,
  fromRestFields,
  postDocuments,
  type RestFields,
} from "../../../lib/firestoreRest";

// The owner's live figures (docs/stock.md): catalog/{productId}, public, read after paint.

const count = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;

/** A stored variant's figures, or undefined when any is off the contract (the code's then hold). */
function variantStockOf(value: unknown): VariantStock | undefined {
  const v = (value ?? {}) as Record<string, unknown>;
  const valid = [v.price, v.stock, v.held, v.lowStock].every(count) && (v.price as number) > 0;
  return valid && typeof v.active === "boolean" ? (v as unknown as VariantStock) : undefined;
}

export function catalogEntryOf(data: Record<string, unknown>): CatalogEntry {
  const stored = (data.variants ?? {}) as Record<string, unknown>;
  const variants: CatalogEntry["variants"] = {};
  for (const key of VARIANT_KEYS) {
    const figures = variantStockOf(stored[key]);
    if (figures) variants[key] = figures;
  }
  return { variants };
}

type Found = { found?: { name: string; fields?: RestFields } };

/** catalog/{id} of each product in one visitor's batchGet (public read); missing ones are left out. */
export async function readLiveCatalog(productIds: readonly string[]) {
  const documents = productIds.map(
    (id) => `${databaseName()}/documents/${firestorePaths.catalogEntry(id)}`,
  );
  const entries: Record<string, CatalogEntry> = {};
  for (const { found } of await postDocuments<Found[]>(":batchGet", { documents })) {
    const id = found?.name.split("/").pop();
    if (found && id) entries[id] = catalogEntryOf(fromRestFields(found.fields));
  }
  return entries;
}
