import { Timestamp, type DocumentSnapshot } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import {
  DISCOUNT_MESSAGES,
  DomainError,
  assertUseLeft,
  discountOff,
  firestorePaths,
  priceOrder,
  type CallableInput,
  type CallableOutput,
  type DiscountTerms,
  type OrderDiscount,
  type Paise,
} from "../domain";
import { operatorOf } from "../admin/orderDocument";
import type { Caller } from "../lib/callable";
import { db } from "../lib/firestore";
import { readDecideWrite, unchangedSince } from "../lib/optimistic";
import { catalogRefsFor, discountRefs, liveOf } from "./stockHolds";

// Discount codes (docs/discounts.md): checked here and at placeOrder, a use held with the units.

const usesOf = (snapshot: DocumentSnapshot | undefined) => Number(snapshot?.get("used") ?? 0);

/** What the code takes off `goods` now, refused with the shopper's reason; limits read only. */
export function applyCode(
  [code, shopper]: readonly (DocumentSnapshot | undefined)[],
  goods: Paise,
  now: number,
): Required<OrderDiscount> {
  const terms = code?.data() as DiscountTerms | undefined;
  if (!code?.exists || !terms)
    throw new DomainError("failed-precondition", DISCOUNT_MESSAGES.unknown);
  const amount = discountOff(terms, goods, now);
  assertUseLeft(terms, usesOf(code), usesOf(shopper));
  const { kind, value, prepaidOnly } = terms;
  return { code: code.id, kind, value, amount, prepaidOnly };
}

/** The cart's Apply: the lines at live prices, and what the code takes off them. */
export async function checkDiscountHandler(
  { code, items }: CallableInput<"checkDiscount">,
  { uid }: Caller<string>,
): Promise<CallableOutput<"checkDiscount">> {
  const catalog = catalogRefsFor(priceOrder(items).items);
  const [codeDoc, shopper, ...entries] = await db().getAll(...discountRefs(code, uid), ...catalog);
  const goods = priceOrder(items, liveOf(entries)).amount;
  const { amount, prepaidOnly } = applyCode([codeDoc, shopper], goods, Date.now());
  return { code, goods, discount: amount, total: goods - amount, prepaidOnly };
}

/** The console's save: the terms replaced, `used` kept, who saved and when. */
export async function adminSaveDiscountHandler(
  terms: CallableInput<"adminSaveDiscount">,
  caller: Caller<string>,
): Promise<CallableOutput<"adminSaveDiscount">> {
  const operator = await operatorOf(caller);
  const ref = db().doc(firestorePaths.discountCode(terms.code));
  const saved = await readDecideWrite([ref], ([stored], batch) => {
    const used = usesOf(stored);
    const fields = { ...terms, updatedBy: operator, updatedAt: Timestamp.now() };
    if (stored?.exists) batch.update(ref, fields, unchangedSince(stored));
    else batch.create(ref, { ...fields, used });
    return { code: terms.code, used };
  });
  logger.info("adminSaveDiscount", { by: operator.uid, code: terms.code });
  return saved;
}
