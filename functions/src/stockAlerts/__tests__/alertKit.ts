/**
 * What the "Notify me" tests share: one variant's figures as stored, its
 * alerts as stored, and shoppers asking to be told.
 */
import { beforeEach } from "vitest";
import { COLLECTIONS, firestorePaths, type VariantStock } from "../../domain";
import { notifyWhenBack } from "../../index";
import { db } from "../../lib/firestore";
import { callAs, clearFirestore, type TestCaller } from "../../testing/harness";

export const PRODUCT = "semiAutomatic-1";
export const VARIANT = "Motar_Compatible";
export const asha: TestCaller = { uid: "asha" };
export const ravi: TestCaller = { uid: "ravi", provider: "google.com" };
export const OUT: VariantStock = { price: 39900, stock: 4, held: 4, active: true, lowStock: 5 };

export function useCleanFirestore() {
  beforeEach(clearFirestore);
}

/** catalog/{PRODUCT}'s figures of VARIANT, as the functions would write them. */
export const setVariant = (figures: VariantStock) =>
  db()
    .doc(firestorePaths.catalogEntry(PRODUCT))
    .set({ variants: { [VARIANT]: figures } });

export const notify = (caller: TestCaller | null, variantKey = VARIANT) =>
  callAs(notifyWhenBack, caller, { productId: PRODUCT, variantKey });

export const alertRef = (uid: string) => db().doc(firestorePaths.stockAlert(PRODUCT, VARIANT, uid));

/** Every stored alert, by id. */
export async function storedAlerts(): Promise<Record<string, Record<string, unknown>>> {
  const snapshot = await db().collection(COLLECTIONS.stockAlerts).get();
  return Object.fromEntries(snapshot.docs.map((doc) => [doc.id, doc.data()]));
}
