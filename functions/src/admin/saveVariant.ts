import { Timestamp } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { logger } from "firebase-functions";
import { LINE_MESSAGES, findVariant, firestorePaths, type VariantStock } from "../domain";
import type { CallableHandler } from "../lib/callable";
import { db } from "../lib/firestore";
import { readDecideWrite, unchangedSince } from "../lib/optimistic";
import { catalogRef } from "../orders/stockHolds";
import { pacedSender } from "../contact/mailer";
import { onSale } from "../stockAlerts/notifyWhenBack";
import { RESTOCK_EMAILS_TIME_LIMIT_MS, sendRestock } from "../stockAlerts/restockEmails";
import { operatorOf } from "./orderDocument";

// The console's save of one variant and its history entry, in one guarded commit; `held` stays
// what the orders made it, so stock below it leaves nothing available (docs/stock.md).
export const adminSaveVariantHandler: CallableHandler<"adminSaveVariant"> = async (
  input,
  caller,
) => {
  const { productId, variantKey, requestKey, ...figures } = input;
  if (!findVariant(productId, variantKey)) {
    throw new HttpsError("not-found", LINE_MESSAGES.unknownProduct);
  }
  const operator = await operatorOf(caller);
  const ref = catalogRef(productId);
  const changeRef = db().doc(firestorePaths.catalogChange(requestKey));
  const [saved, restocked] = await readDecideWrite([ref, changeRef], ([entry, change], batch) => {
    // A repeat of a save that went through: its answer, nothing written.
    if (change?.exists) return [change.get("after") as VariantStock, false] as const;
    const before = (entry?.get(`variants.${variantKey}`) as VariantStock | undefined) ?? null;
    const after: VariantStock = { ...figures, held: before?.held ?? 0 };
    // Back on sale: "Notify me" shoppers are e-mailed; the entry asks until all were tried.
    const back = before !== null && !onSale(before) && onSale(after);
    if (entry?.exists) {
      batch.update(ref, { [`variants.${variantKey}`]: after }, unchangedSince(entry));
    } else {
      batch.create(ref, { variants: { [variantKey]: after } });
    }
    batch.create(changeRef, {
      productId,
      variantKey,
      before,
      after,
      by: { uid: operator.uid, name: operator.name },
      at: Timestamp.now(),
      ...(back ? { alertsDueAt: Timestamp.now() } : {}),
    });
    return [after, back] as const;
  });
  logger.info("adminSaveVariant", { by: operator.uid, productId, variantKey, requestKey });
  if (restocked) {
    // Bounded: what is left when the time is up, the 5-minute e-mail retry sends.
    const deadline = Date.now() + RESTOCK_EMAILS_TIME_LIMIT_MS;
    const run = { now: new Date(), deadline, send: pacedSender() };
    await sendRestock({ ref: changeRef, productId, variantKey }, run);
  }
  return saved;
};
