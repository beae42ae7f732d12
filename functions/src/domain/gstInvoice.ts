import { spreadDiscount } from "./discounts";
import { GST_RATE_PERCENT, rupeesInWords, splitGross } from "./invoice";
import { stateByCode, stateByName } from "./indianStates";
import type { Paise } from "./money";
import type { OrderItem } from "./pricing";

/** A document number as serialNumber writes it (invoice.ts): AS/26-27/000042. */
export const DOCUMENT_NUMBER_PATTERN = /^[A-Z]{2}\/\d{2}-\d{2}\/\d{6}$/;

export const INVOICE_MESSAGES = {
  signIn: "Please log in to download your invoice.",
  badNumber: "An invoice or credit note number is written like AS/26-27/000042.",
  notFound: "There is no invoice or credit note with that number on your account.",
  pdfFailed: "Could not prepare the PDF. Please try again.",
  badMonth: "Choose a month, written like 2026-11.",
  exportFailed: "Could not prepare the month's return. Please try again.",
} as const;

/** Smart tank controllers: automatic regulating instruments (a tax professional confirms). */
export const HSN_CODE = "9032";
/** The cash on delivery fee, a service ancillary to the goods' transport (SAC 9968), 18% too. */
export const COD_FEE_SAC = "9968";
export const COD_FEE_DESCRIPTION = "Cash on delivery fee";

export type TaxParty = { name: string; addressLines: string[]; stateCode: string; gstin?: string };

/** One line of an invoice or credit note: gross = taxable + cgst + sgst + igst. */
export interface TaxLine {
  description: string;
  hsn: string;
  quantity: number;
  gross: Paise;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  /** An invoice line's share of the order's discount, already off `gross`; absent when none. */
  discount?: Paise;
}

const FIGURES = ["gross", "taxable", "cgst", "sgst", "igst"] as const;
export type TaxTotals = Pick<TaxLine, (typeof FIGURES)[number]>;
const figures = (of: (key: keyof TaxTotals) => Paise) =>
  Object.fromEntries(FIGURES.map((key) => [key, of(key)])) as TaxTotals;
const totalsOf = (lines: readonly TaxTotals[]) =>
  figures((key) => lines.reduce((total, line) => total + line[key], 0));
const summed = (lines: TaxLine[]) => {
  const totals = totalsOf(lines);
  return { lines, totals, inWords: rupeesInWords(totals.gross) };
};

/** An invoice or a credit note as stored: issued once, never changed. */
export interface TaxDocument {
  kind: "invoice" | "creditNote";
  number: string;
  issuedAt: Date;
  orderId: string;
  seller: TaxParty;
  buyer: TaxParty;
  /** The delivery state's GST code. */
  placeOfSupply: string;
  interState: boolean;
  ratePercent: number;
  lines: TaxLine[];
  totals: TaxTotals;
  inWords: string;
  /** A credit note's invoice, and the refund it records. */
  invoiceNumber?: string;
  refundId?: string;
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/** A line's split, kept within what earlier credit notes left of each figure (when given). */
function taxLine(
  line: Pick<TaxLine, "description" | "hsn" | "quantity">,
  gross: Paise,
  interState: boolean,
  left?: TaxTotals,
): TaxLine {
  const leftTax = left ? left.cgst + left.sgst + left.igst : Infinity;
  const taxable = clamp(splitGross(gross).taxable, gross - leftTax, left?.taxable ?? Infinity);
  const gst = gross - taxable;
  const cgst = interState
    ? 0
    : clamp(Math.floor(gst / 2), gst - (left?.sgst ?? Infinity), left?.cgst ?? Infinity);
  const sgst = interState ? 0 : gst - cgst;
  return { ...line, gross, taxable, cgst, sgst, igst: interState ? gst : 0 };
}

export interface InvoiceInput {
  number: string;
  issuedAt: Date;
  orderId: string;
  seller: TaxParty;
  buyer: TaxParty;
  items: readonly Pick<OrderItem, "productName" | "variantName" | "quantity" | "lineTotal">[];
  /** Collected on delivery with the goods: its own line, so the total is the cash taken. */
  codFee?: Paise | undefined;
  /** order.discount.amount: spread over the goods' lines, so tax is on what was paid. */
  discount?: Paise | undefined;
}

/** Place of supply is the delivery state; CGST + SGST when it is the seller's own state. */
export function buildInvoice({ codFee, discount = 0, ...input }: InvoiceInput): TaxDocument {
  const interState = input.seller.stateCode !== input.buyer.stateCode;
  const fee = { description: COD_FEE_DESCRIPTION, hsn: COD_FEE_SAC, quantity: 1 };
  const shares = spreadDiscount(
    input.items.map((item) => item.lineTotal),
    discount,
  );
  const goods = input.items.map((item, i) => {
    const share = shares[i] ?? 0;
    // Stored orders name the variant by its key (Motar_Compatible); the invoice shows its label.
    const description = `${item.productName} (${item.variantName.replaceAll("_", " ")})`;
    const what = { description, hsn: HSN_CODE, quantity: item.quantity };
    const line = taxLine(what, item.lineTotal - share, interState);
    return share > 0 ? { ...line, discount: share } : line;
  });
  const lines = codFee ? [...goods, taxLine(fee, codFee, interState)] : goods;
  const placeOfSupply = input.buyer.stateCode;
  const ratePercent = GST_RATE_PERCENT;
  return { kind: "invoice", ...input, placeOfSupply, interState, ratePercent, ...summed(lines) };
}

/** A refund's credit note: the amount spread over what earlier notes left of each line (odd paise
 * to the first lines); the note that empties the invoice takes exactly what is left. */
export function buildCreditNote(
  invoice: TaxDocument,
  earlier: readonly TaxDocument[],
  refund: { number: string; issuedAt: Date; refundId: string; amount: Paise },
): TaxDocument {
  const left = invoice.lines.map((line, i) => {
    const credited = totalsOf(earlier.flatMap((note) => note.lines[i] ?? []));
    return figures((key) => line[key] - credited[key]);
  });
  const available = totalsOf(left).gross;
  if (!Number.isInteger(refund.amount) || refund.amount <= 0 || refund.amount > available) {
    throw new RangeError(`A credit note of ${refund.amount} paise exceeds the ${available} left`);
  }
  const share = (rest: TaxTotals) => Math.floor((rest.gross * refund.amount) / available);
  let odd = refund.amount - left.reduce((total, rest) => total + share(rest), 0);
  const lines = left.map((rest, i) => {
    // A note credits what was paid: the invoice's discount is no figure of its own.
    const line: TaxLine = { ...(invoice.lines[i] as TaxLine), ...rest };
    delete line.discount;
    if (refund.amount === available) return line;
    const extra = odd > 0 && share(rest) < rest.gross ? 1 : 0;
    odd -= extra;
    const credited = taxLine(line, share(rest) + extra, invoice.interState, rest);
    // A value refund returns no goods unless it credits the whole line.
    return credited.gross === invoice.lines[i]?.gross ? credited : { ...credited, quantity: 0 };
  });
  const { number, issuedAt, refundId } = refund;
  const note = { number, issuedAt, invoiceNumber: invoice.number, refundId };
  return { ...invoice, kind: "creditNote", ...note, ...summed(lines) };
}

/** "29-Karnataka", as GSTR-1 names a place of supply. */
export const placeOfSupplyLabel = (stateCode: string) =>
  `${stateCode}-${stateByCode(stateCode)?.name ?? "Unknown"}`;

export const stateCodeOf = (stateName: string): string | undefined => stateByName(stateName)?.code;
