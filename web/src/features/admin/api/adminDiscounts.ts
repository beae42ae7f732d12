import { COLLECTIONS, isPaise, type DiscountCode } from "@shop/domain";
import type { DocumentData } from "firebase/firestore";
import { dateOf, textOf } from "../../orders";
import { watchCollection } from "./adminOrder";

// The console's discount codes (docs/discounts.md): admins read discountCodes directly; only
// adminSaveDiscount and the orders' holds write them.

const whole = (value: unknown) => (Number.isInteger(value) ? (value as number) : 0);

/** One discountCodes/{code}; a figure off the contract reads as 0, never as a made-up term. */
function discountOf(data: DocumentData, id: string): DiscountCode {
  const by = (data.updatedBy ?? {}) as { uid?: unknown; name?: unknown };
  return {
    code: textOf(data.code) || id,
    kind: data.kind === "fixed" ? "fixed" : "percent",
    value: whole(data.value),
    minOrder: isPaise(data.minOrder) ? data.minOrder : 0,
    startsOn: textOf(data.startsOn),
    endsOn: textOf(data.endsOn),
    totalLimit: whole(data.totalLimit),
    perShopperLimit: whole(data.perShopperLimit),
    prepaidOnly: data.prepaidOnly === true,
    active: data.active === true,
    used: whole(data.used),
    updatedBy: { uid: textOf(by.uid), name: textOf(by.name) },
    updatedAt: dateOf(data.updatedAt) ?? new Date(0),
  };
}

/** Every code, newest change first. */
export const watchDiscounts = watchCollection(COLLECTIONS.discountCodes, discountOf, "updatedAt");
