import { stateByCode } from "./indianStates";
import type { Paise } from "./money";

// Prices include 18% GST, worked back out per line in whole paise so lines add up to what was paid.

export const GST_RATE_PERCENT = 18;

export type Supply = "intra-state" | "inter-state" | "unknown";

/** Prefixes only one state uses; a seller elsewhere gets "unknown", never a guessed split. */
const PINCODE_PREFIXES_BY_GST_STATE: Readonly<Record<string, readonly string[]>> = {
  "07": ["11"], // Delhi
  "29": ["56", "57", "58", "59"], // Karnataka
};

/** A GSTIN starts with its GST state code. */
export function supplyOf(sellerGstin: string, deliveryPincode: string): Supply {
  const prefixes = PINCODE_PREFIXES_BY_GST_STATE[sellerGstin.slice(0, 2)];
  if (!prefixes || !/^[1-9]\d{5}$/.test(deliveryPincode.trim())) return "unknown";
  return prefixes.includes(deliveryPincode.trim().slice(0, 2)) ? "intra-state" : "inter-state";
}

export function splitGross(gross: Paise): { taxable: Paise; gst: Paise } {
  const taxable = Math.round((gross * 100) / (100 + GST_RATE_PERCENT));
  return { taxable, gst: gross - taxable };
}

export interface InvoiceLineInput {
  description: string;
  quantity: number;
  gross: Paise;
}

/** CGST + SGST (the odd paisa to SGST), IGST, or one GST line when the supply is unknown. */
export function taxLines(gst: Paise, supply: Supply): { label: string; amount: Paise }[] {
  const half = GST_RATE_PERCENT / 2;
  if (supply === "intra-state") {
    const cgst = Math.floor(gst / 2);
    return [
      { label: `CGST (${half}%)`, amount: cgst },
      { label: `SGST (${half}%)`, amount: gst - cgst },
    ];
  }
  if (supply === "inter-state") return [{ label: `IGST (${GST_RATE_PERCENT}%)`, amount: gst }];
  return [{ label: `GST (${GST_RATE_PERCENT}%, included)`, amount: gst }];
}

/** Taxable + taxes = gross, to the paisa. */
export function invoiceTotals(lines: readonly InvoiceLineInput[], supply: Supply) {
  const priced = lines.map((line) => ({ ...line, ...splitGross(line.gross) }));
  const sum = (pick: (line: (typeof priced)[number]) => Paise) =>
    priced.reduce((total, line) => total + pick(line), 0);
  return {
    lines: priced,
    taxable: sum((line) => line.taxable),
    taxes: taxLines(
      sum((line) => line.gst),
      supply,
    ),
    gross: sum((line) => line.gross),
  };
}

const yearMonth = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  timeZone: "Asia/Kolkata",
});

/** INV-202611-ORD-2026-…, by India's calendar. */
export function invoiceNumber(orderId: string, paidAt: Date): string {
  return `INV-${yearMonth.format(paidAt).replace("-", "")}-${orderId}`;
}

/** "26-27" from 1 April 2026 to 31 March 2027, by India's calendar. */
export function financialYear(at: Date): string {
  const [year = 0, month = 0] = yearMonth.format(at).split("-").map(Number);
  const start = month >= 4 ? year : year - 1;
  const yy = (y: number) => String(y % 100).padStart(2, "0");
  return `${yy(start)}-${yy(start + 1)}`;
}

/** Rule 46(b): consecutive, at most 16 characters, e.g. AS/26-27/000042. */
export function serialNumber(series: string, year: string, count: number): string {
  return `${series}/${year}/${String(count).padStart(6, "0")}`;
}

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

export const isGstin = (value: string): boolean => gstinProblem(value) === undefined;

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
