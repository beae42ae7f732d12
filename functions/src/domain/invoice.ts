import { stateByCode } from "./indianStates";
import type { Paise } from "./money";

// Prices include 18% GST, worked back out per line in whole paise so lines add up to what was paid.

export const GST_RATE_PERCENT = 18;

export function splitGross(gross: Paise): { taxable: Paise; gst: Paise } {
  const taxable = Math.round((gross * 100) / (100 + GST_RATE_PERCENT));
  return { taxable, gst: gross - taxable };
}

const yearMonth = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  timeZone: "Asia/Kolkata",
});

/** "26-27" from 1 April 2026 to 31 March 2027, by India's calendar. */
export function financialYear(at: Date): string {
  const [year = 0, month = 0] = yearMonth.format(at).split("-").map(Number);
  const start = month >= 4 ? year : year - 1;
  const yy = (y: number) => String(y % 100).padStart(2, "0");
  return `${yy(start)}-${yy(start + 1)}`;
}

/** Rule 46(b): consecutive, at most 16 characters, e.g. AS/26-27/000042. */
export const serialNumber = (series: string, year: string, count: number) =>
  `${series}/${year}/${String(count).padStart(6, "0")}`;

const GSTIN_CHARACTERS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** GSTN's mod-36 check character over the first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = GSTIN_CHARACTERS.indexOf(first14.charAt(i)) * (i % 2 ? 2 : 1);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS.charAt((36 - (sum % 36)) % 36);
}

/** Why a GSTIN is refused, or undefined when it is well formed and its check character matches. */
export function gstinProblem(value: string): string | undefined {
  if (
    !/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(value) ||
    !stateByCode(value.slice(0, 2))
  ) {
    return "Enter a GSTIN of 15 characters, like 27AAPFU0939F1ZV.";
  }
  if (gstinCheckCharacter(value.slice(0, 14)) !== value[14]) {
    return "This GSTIN's last character does not match the rest: check it for a typo.";
  }
  return undefined;
}

const ONES = (
  " One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen Fifteen" +
  " Sixteen Seventeen Eighteen Nineteen"
).split(" ");
const TENS = "  Twenty Thirty Forty Fifty Sixty Seventy Eighty Ninety".split(" ");
const UNITS: [number, string][] = [
  [1e7, "Crore"],
  [1e5, "Lakh"],
  [1e3, "Thousand"],
  [100, "Hundred"],
];

function words(n: number): string {
  if (n < 20) return ONES[n] ?? "";
  const [unit, name] = UNITS.find(([size]) => n >= size) ?? [10, ""];
  if (unit === 10) return (TENS[Math.floor(n / 10)] ?? "") + (n % 10 ? `-${ONES[n % 10]}` : "");
  const rest = n % unit;
  return `${words(Math.floor(n / unit))} ${name}${rest ? ` ${words(rest)}` : ""}`;
}

/** An invoice's total in words, in the Indian system (lakh, crore). */
export function rupeesInWords(amount: Paise): string {
  const rupees = Math.floor(amount / 100);
  const paise = amount % 100;
  return `Rupees ${rupees ? words(rupees) : "Zero"}${paise ? ` and ${words(paise)} Paise` : ""} Only`;
}
