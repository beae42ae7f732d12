export const SHIPPING_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** docs/product.md §9: estimated shipping is 7 days after the payment date. */
export function estimatedShipping(paidAt: Date): Date {
  return new Date(paidAt.getTime() + SHIPPING_DAYS * DAY_MS);
}

const longDate = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/** Long form with the full month name, in India's time zone: "22 November 2026". */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}
