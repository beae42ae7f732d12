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

/** State code, PAN, entity number, "Z", check character. */
export function isGstin(value: string): boolean {
  return /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(value);
}
