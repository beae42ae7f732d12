import { DomainError } from "./errors";
import { formatINR, type Paise } from "./money";
import type { z } from "zod";
import type { adminSaveDiscountInputSchema } from "./consoleCallables";

// Discount codes (docs/discounts.md): made in the console, checked and applied by the server at
// placeOrder, a use held with the order's stock when payment starts or COD is placed.

/** What the owner sets (adminSaveDiscount); `discountCodes/{code}` adds `used` and who saved. */
export type DiscountTerms = z.infer<typeof adminSaveDiscountInputSchema>;

/** discountCodes/{code}: `used` counts orders holding or having taken a use. */
export interface DiscountCode extends DiscountTerms {
  used: number;
  updatedBy: { uid: string; name: string };
  updatedAt: Date;
}

/** order.discount: copied at placeOrder, so a later edit never changes a placed order; `amount`
 * is the paise off the goods (order.amount is the lines' total less this). */
export type OrderDiscount = Pick<DiscountTerms, "code" | "kind" | "value"> & {
  amount: Paise;
  prepaidOnly?: boolean;
};

export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9]{3,20}$/;

export const DISCOUNT_TEXT = {
  field: "Discount code",
  apply: "Apply",
  remove: "Remove",
  line: (code: string) => `Discount (${code})`,
  applied: (code: string, off: Paise) => `Code ${code} applied: ${formatINR(off)} off.`,
} as const;

export const DISCOUNT_MESSAGES = {
  badCode: "Enter a discount code of 3 to 20 letters and digits.",
  unknown: "There is no such discount code. Please check it for a typo.",
  inactive: "This discount code is no longer offered.",
  notStarted: (startsOn: string) => `This discount code can be used from ${dayText(startsOn)}.`,
  ended: (endsOn: string) => `This discount code ended on ${dayText(endsOn)}.`,
  belowMinimum: (minOrder: Paise) =>
    `This discount code needs an order of at least ${formatINR(minOrder)}.`,
  usedUp: "This discount code has been used as many times as it can be.",
  usedByYou: "You have already used this discount code as many times as it allows.",
  prepaidOnly: "This discount code is for online payment only. Please pay online or remove it.",
  checkFailed: "Could not check the discount code. Please try again.",
  badTerms:
    "Check the code's figures: a percentage from 1 to 90 or an amount above ₹0, whole-number limits, and a last day on or after the first.",
  saveFailed: "Could not save the discount code. Please try again.",
} as const;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-11-05" → "5 Nov 2026". */
function dayText(day: string) {
  const [y, m = 1, d] = day.split("-").map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/** Codes are matched without case or spaces: " festive10 " is FESTIVE10. */
export const normalizeCode = (raw: string) => raw.replace(/\s+/g, "").toUpperCase();

const IST_OFFSET_MS = 330 * 60_000;

/** The India-time day of an instant: "2026-11-05". */
export const indiaDay = (at: Date | number) =>
  new Date(new Date(at).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** Razorpay takes no order under ₹1, so a discount always leaves at least this to pay. */
export const MIN_PAYABLE: Paise = 100;

/** The paise off `goods` on `at`, or a DomainError with the reason; use limits are counted when
 * the use is held (docs/discounts.md). */
export function discountOff(terms: DiscountTerms, goods: Paise, at: Date | number): Paise {
  const refuse = (message: string) => new DomainError("failed-precondition", message);
  if (!terms.active) throw refuse(DISCOUNT_MESSAGES.inactive);
  const day = indiaDay(at);
  if (day < terms.startsOn) throw refuse(DISCOUNT_MESSAGES.notStarted(terms.startsOn));
  if (day > terms.endsOn) throw refuse(DISCOUNT_MESSAGES.ended(terms.endsOn));
  if (goods < terms.minOrder) throw refuse(DISCOUNT_MESSAGES.belowMinimum(terms.minOrder));
  const off =
    terms.kind === "percent" ? Math.floor((goods * terms.value) / 100) : Math.floor(terms.value);
  return Math.max(0, Math.min(off, goods - MIN_PAYABLE));
}

/** Whether one more use fits: `used` across the shop, `byShopper` this account's. */
export function assertUseLeft(
  terms: Pick<DiscountTerms, "totalLimit" | "perShopperLimit">,
  used: number,
  byShopper: number,
): void {
  if (terms.totalLimit > 0 && used >= terms.totalLimit) {
    throw new DomainError("failed-precondition", DISCOUNT_MESSAGES.usedUp);
  }
  if (terms.perShopperLimit > 0 && byShopper >= terms.perShopperLimit) {
    throw new DomainError("failed-precondition", DISCOUNT_MESSAGES.usedByYou);
  }
}

/** `off` spread over lines by their gross, largest remainder first, so the shares add up to
 * `off` exactly (the invoice's lines carry them: docs/invoices.md). */
export function spreadDiscount(gross: readonly Paise[], off: Paise): Paise[] {
  const total = gross.reduce((sum, g) => sum + g, 0);
  if (off <= 0 || total <= 0) return gross.map(() => 0);
  const exact = gross.map((g) => (g * off) / total);
  const shares = exact.map(Math.floor);
  let left = off - shares.reduce((sum, s) => sum + s, 0);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
