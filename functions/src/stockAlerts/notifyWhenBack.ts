import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import {
  LINE_MESSAGES,
  STOCK_MESSAGES,
  available,
  findVariant,
  firestorePaths,
  type VariantStock,
} from "../domain";
import type { CallableHandler } from "../lib/callable";
import { db } from "../lib/firestore";
import { readDecideWrite, unchangedSince } from "../lib/optimistic";
import { catalogRef } from "../orders/stockHolds";

/** On sale: no entry yet (sold at its code price, docs/stock.md), or active with units. */
export const onSale = (variant: VariantStock | undefined) =>
  !variant || (variant.active && available(variant) > 0);

// "Notify me" (docs/stock.md#notify-me): one document per variant and account, so however often
// an account calls it stores at most one alert per variant (and the rate limit bounds the calls).
export const notifyWhenBackHandler: CallableHandler<"notifyWhenBack"> = async (
  { productId, variantKey },
  { uid, request },
) => {
  if (!findVariant(productId, variantKey)) {
    throw new HttpsError("invalid-argument", LINE_MESSAGES.unknownProduct);
  }
  const email = request.auth?.token.email;
  if (typeof email !== "string" || !email) {
    throw new HttpsError("failed-precondition", STOCK_MESSAGES.notifyNoEmail);
  }
  const ref = db().doc(firestorePaths.stockAlert(productId, variantKey, uid));
  await readDecideWrite([catalogRef(productId), ref], ([entry, alert], batch) => {
    if (onSale(entry?.get(`variants.${variantKey}`) as VariantStock | undefined)) {
      throw new HttpsError("failed-precondition", STOCK_MESSAGES.notifyInStock);
    }
    const fresh = { productId, variantKey, uid, email, createdAt: Timestamp.now(), sentAt: null };
    if (!alert?.exists) return void batch.create(ref, fresh);
    // Waiting already: a repeat changes nothing. Sent for an earlier restock: it waits again.
    if (alert.get("sentAt") === null) return;
    const again = { ...fresh, delivery: FieldValue.delete(), dueAt: FieldValue.delete() };
    batch.update(ref, again, unchangedSince(alert));
  });
  return { subscribed: true };
};
