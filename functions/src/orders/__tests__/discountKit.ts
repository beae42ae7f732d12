/** What the discount code tests share: a code written straight in Firestore, orders placed with it. */
import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { firestorePaths, type DiscountTerms } from "../../domain";
import { placeOrder } from "../../index";
import { db } from "../../lib/firestore";
import { callAs, type TestCaller } from "../../testing/harness";

/** 10% off from 2020 to 2099, no minimum, no limits, any payment. */
export const FESTIVE: DiscountTerms = {
  code: "FESTIVE10",
  kind: "percent",
  value: 10,
  minOrder: 0,
  startsOn: "2020-01-01",
  endsOn: "2099-12-31",
  totalLimit: 0,
  perShopperLimit: 0,
  prepaidOnly: false,
  active: true,
};

/** Smart Controller, Motar compatible, at its code price (₹399.00). */
export const smartLine = (quantity = 2) => ({
  productId: "semiAutomatic-1",
  variantKey: "Motar_Compatible",
  quantity,
});

export async function storeCode(terms: Partial<DiscountTerms> = {}, used = 0) {
  const code = { ...FESTIVE, ...terms };
  await db()
    .doc(firestorePaths.discountCode(code.code))
    .set({ ...code, used, updatedBy: { uid: "olga", name: "Olga" }, updatedAt: Timestamp.now() });
  return code;
}

/** `used` of the code, and of one shopper's uses of it (0 when they have none). */
export async function usesOf(code: string, uid?: string) {
  const total = await db().doc(firestorePaths.discountCode(code)).get();
  const mine = uid ? await db().doc(firestorePaths.discountShopper(code, uid)).get() : undefined;
  return { used: total.get("used") as number, mine: Number(mine?.get("used") ?? 0) };
}

/** placeOrder with the code, as the cart's Proceed to Payment sends it. */
export function placeWithCode(
  caller: TestCaller,
  discountCode: string | undefined,
  { quantity = 2, source = "cart" }: { quantity?: number; source?: "cart" | "buyNow" } = {},
) {
  return callAs(placeOrder, caller, {
    items: [smartLine(quantity)],
    requestId: randomUUID(),
    source,
    ...(discountCode === undefined ? {} : { discountCode }),
  });
}
