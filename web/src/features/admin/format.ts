import {
  ADMIN_MESSAGES,
  formatINR,
  orderStatus,
  STAGE_LABELS,
  stageOf,
  type DiscountCode,
  type DiscountTerms,
  type FulfilmentStage,
  type OrderStatusInput,
  type Paise,
} from "@shop/domain";

// The shop's days are IST (UTC+05:30, no DST), whatever the operator's browser's zone.
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** Midnight IST that starts the day `now` falls in, as an instant. */
export const startOfIstDay = (now: Date) =>
  new Date(now.getTime() - ((now.getTime() + IST_OFFSET_MS) % 86_400_000));
/** The IST month `at` falls in, counted from year 0, and the instant a month so counted starts. */
export const istMonth = (at: Date) => {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  return ist.getUTCFullYear() * 12 + ist.getUTCMonth();
};
export const istMonthStart = (month: number) =>
  new Date(Date.UTC(Math.floor(month / 12), month % 12, 1) - IST_OFFSET_MS);
export const startOfIstMonth = (now: Date) => istMonthStart(istMonth(now));

const IST_TIME = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

export const formatIst = (date: Date) => `${IST_TIME.format(date)} IST`;

export function stageLabel(order: { status: string; fulfilment?: { stage: FulfilmentStage } }) {
  const stage = stageOf(order);
  return stage ? STAGE_LABELS[stage] : "—";
}

/** The list's Payment column: what a COD order's courier collects, how a paid one was paid. */
export function paymentText(order: OrderStatusInput & { paymentMethod?: string | undefined }) {
  const { payment, due } = orderStatus(order);
  // A COD order's label already says how it ended.
  if (order.status === "cod") return due ?? payment;
  const cash = order.status === "paid" && order.paymentMethod === "cod";
  return `${payment}${order.closed ? ` · ${order.closed.reason}` : ""}${cash ? " · cash on delivery" : ""}`;
}

/** "10% off, orders from ₹500.00, online payment only". */
export function termsText(code: DiscountTerms): string {
  const off = code.kind === "percent" ? `${code.value}% off` : `${formatINR(code.value)} off`;
  const from = code.minOrder > 0 ? `, orders from ${formatINR(code.minOrder)}` : "";
  return `${off}${from}${code.prepaidOnly ? ", online payment only" : ""}`;
}

/** "3 of 100, at most 1 per shopper"; 0 is no limit. */
export function usedText(code: DiscountCode): string {
  const total =
    code.totalLimit > 0 ? `${code.used} of ${code.totalLimit}` : `${code.used}, no limit`;
  return code.perShopperLimit > 0 ? `${total}, at most ${code.perShopperLimit} per shopper` : total;
}

/** "499.5" → 49950 paise; anything but rupees with at most two decimals is NaN (refused). */
export const paiseOf = (rupees: string) =>
  /^\d+(\.\d{1,2})?$/.test(rupees.trim()) ? Math.round(Number(rupees) * 100) : NaN;
/** A whole number typed, else NaN. */
export const countOf = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : NaN);

const refuse = (message: string) => ({ ok: false, message }) as const;

/** Rupees typed, paise sent, capped at `max` (refundableAmount); the function checks again. */
export function checkRefundAmount(text: string, max: Paise) {
  if (max <= 0) return refuse(ADMIN_MESSAGES.nothingToRefund);
  const rupees = text.trim().replace(/^₹\s*/, "").replaceAll(",", "");
  if (rupees === "") return refuse("Enter the amount to refund in rupees.");
  const amount = paiseOf(rupees);
  if (!Number.isSafeInteger(amount) || amount <= 0)
    return refuse("Enter an amount in rupees, e.g. 250 or 250.50.");
  if (amount > max) return refuse(ADMIN_MESSAGES.refundTooLarge);
  return { ok: true, amount } as const;
}
