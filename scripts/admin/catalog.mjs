import { createRequire } from "node:module";

// The catalogue's figures from the code's prices (docs/stock.md): a variant that has an entry
// keeps it, whatever it says; only missing ones are written.
// The built domain (npm run build:stack), read only when a seed runs.
const builtEntries = (stock) =>
  createRequire(import.meta.url)("../../functions/lib/domain/index.js").seedEntries(stock);

/** `firestore`: an Admin SDK Firestore. Answers the "product variant" entries it wrote. */
export async function seedCatalog(firestore, stock, entries = builtEntries(stock)) {
  const added = [];
  for (const [productId, entry] of Object.entries(entries)) {
    const ref = firestore.doc(`catalog/${productId}`);
    const missing = await firestore.runTransaction(async (tx) => {
      const have = (await tx.get(ref)).get("variants") ?? {};
      const wanted = Object.entries(entry.variants).filter(([key]) => have[key] === undefined);
      if (wanted.length > 0) tx.set(ref, { variants: Object.fromEntries(wanted) }, { merge: true });
      return wanted.map(([key]) => `${productId} ${key}`);
    });
    added.push(...missing);
  }
  return added;
}
