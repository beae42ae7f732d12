/** What the stock tests share: a catalogue entry set straight in Firestore, and read back. */
import { firestorePaths, type VariantStock } from "../../domain";
import { db } from "../../lib/firestore";

export const SMART = { productId: "semiAutomatic-1", variantKey: "Motar_Compatible" } as const;

/** Smart Controller, Motar compatible, at its code price with `stock` units and none held. */
export async function stockSmart(stock: number, figures: Partial<VariantStock> = {}) {
  const entry = { price: 39900, stock, held: 0, active: true, lowStock: 5, ...figures };
  await db()
    .doc(firestorePaths.catalogEntry(SMART.productId))
    .set({ variants: { [SMART.variantKey]: entry } });
}

export async function smartStock(): Promise<VariantStock | undefined> {
  const entry = await db().doc(firestorePaths.catalogEntry(SMART.productId)).get();
  return entry.get(`variants.${SMART.variantKey}`) as VariantStock | undefined;
}
