/** Integer paise everywhere in code and storage; text only at the edge, through `formatINR`. */
export type Paise = number;

const inrFormatter = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export const isPaise = (value: unknown): value is Paise =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= 0;

/** `formatINR(39900) === "₹399.00"`; lakh grouping as Indian shoppers read it. */
export function formatINR(paise: Paise): string {
  if (!isPaise(paise)) throw new RangeError(`Not an amount in paise: ${String(paise)}`);
  return inrFormatter.format(paise / 100);
}

export function rupees(amount: number): Paise {
  const paise = Math.round(amount * 100);
  if (!isPaise(paise)) throw new RangeError(`Not a rupee amount: ${String(amount)}`);
  return paise;
}

/** docs/product.md §5's legacy price text ('Rs 399.00', 'Rs 1234'); null unless a plain amount. */
export function parsePriceText(text: string): Paise | null {
  const match = /^Rs\s?(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? "0").padEnd(2, "0"));
  return whole * 100 + fraction;
}
