import {
  type TaxDocument,
  type TaxTotals,
  COD_FEE_DESCRIPTION,
  COD_FEE_SAC,
  HSN_CODE,
  placeOfSupplyLabel,
} from "./gstInvoice";
import type { Paise } from "./money";

// A month's GSTR-1 tables in the column order of the GST portal's offline tool, and a sales
// register. Credit notes against small B2C invoices net into B2CS, as the return asks.

/** Inter-state B2C invoices above this are "large" (B2CL), from 1 August 2024. */
export const B2CL_THRESHOLD: Paise = 100_000_00;

const day = new Intl.DateTimeFormat("en-GB", {
  day: "2-digit",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});
const gstDate = (at: Date) => day.format(at).replace(/ /g, "-");
const money = (paise: Paise) => (paise / 100).toFixed(2);

export type Table = { name: string; header: string; rows: (string | number)[][] };

const isLarge = (doc: TaxDocument | undefined) =>
  !!doc && doc.interState && !doc.buyer.gstin && doc.totals.gross > B2CL_THRESHOLD;
const sign = (doc: TaxDocument) => (doc.kind === "invoice" ? 1 : -1);
const pos = (doc: TaxDocument) => placeOfSupplyLabel(doc.placeOfSupply);
const value = (d: TaxDocument) => money(d.totals.gross);
/** Number, date and value of an invoice or note. */
const issue = (d: TaxDocument) => [d.number, gstDate(d.issuedAt), value(d)];
/** Number and date of a note; its value comes later in the notes' tables. */
const noted = (d: TaxDocument) => [d.number, gstDate(d.issuedAt), "C", pos(d)];
/** Rate and taxable value at 18%, no cess. */
const rated = (d: TaxDocument) => [18, money(d.totals.taxable), money(0)];

function b2csRows(docs: readonly TaxDocument[], invoices: ReadonlyMap<string, TaxDocument>) {
  const byPlace = new Map<string, Paise>();
  for (const doc of docs) {
    const invoice = doc.kind === "invoice" ? doc : invoices.get(doc.invoiceNumber ?? "");
    if (!invoice || invoice.buyer.gstin || isLarge(invoice)) continue;
    const place = doc.placeOfSupply;
    byPlace.set(place, (byPlace.get(place) ?? 0) + sign(doc) * doc.totals.taxable);
  }
  return [...byPlace].map(([place, taxable]) => {
    return ["OE", placeOfSupplyLabel(place), "", 18, money(taxable), money(0), ""];
  });
}

/** One row per HSN/SAC code: the goods, and the COD fee as a service. */
function hsnRows(docs: readonly TaxDocument[]) {
  const codes = [...new Set([HSN_CODE, ...docs.flatMap((d) => d.lines.map((l) => l.hsn))])];
  return codes.flatMap((code) => {
    const lines = (d: TaxDocument) => d.lines.filter((line) => line.hsn === code);
    const net = (key: keyof TaxTotals) =>
      money(docs.reduce((t, d) => t + sign(d) * lines(d).reduce((s, l) => s + l[key], 0), 0));
    const sold = docs.filter((d) => d.kind === "invoice").flatMap(lines);
    const quantity = sold.reduce((q, line) => q + line.quantity, 0);
    const figures = [net("gross"), net("taxable"), net("igst"), net("cgst"), net("sgst")];
    const [what, uqc] =
      code === COD_FEE_SAC
        ? [COD_FEE_DESCRIPTION, "NA"]
        : ["Water level controllers", "NOS-NUMBERS"];
    return [[code, what, uqc, quantity, ...figures, money(0), 18]];
  });
}

/** `docs`: the month's invoices and notes; `invoices` finds a note's invoice of an earlier month. */
export function gstr1Tables(
  docs: readonly TaxDocument[],
  invoices: ReadonlyMap<string, TaxDocument>,
): Table[] {
  const issued = docs.filter((d) => d.kind === "invoice");
  const notes = docs.filter((d) => d.kind === "creditNote");
  const invoiceOf = (note: TaxDocument) => invoices.get(note.invoiceNumber ?? "");
  const registered = notes.filter((d) => invoiceOf(d)?.buyer.gstin);
  const large = notes.filter((d) => isLarge(invoiceOf(d)));
  const party = (d: TaxDocument) => [d.buyer.gstin ?? "", d.buyer.name];
  const tables: [string, string, Table["rows"]][] = [
    [
      "b2b",
      "GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount",
      issued
        .filter((d) => d.buyer.gstin)
        .map((d) => [...party(d), ...issue(d), pos(d), "N", "", "Regular B2B", "", ...rated(d)]),
    ],
    [
      "b2cl",
      "Invoice Number,Invoice date,Invoice Value,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN",
      issued.filter(isLarge).map((d) => [...issue(d), pos(d), "", ...rated(d), ""]),
    ],
    [
      "b2cs",
      "Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN",
      b2csRows(docs, invoices),
    ],
    [
      "cdnr",
      "GSTIN/UIN of Recipient,Receiver Name,Note Number,Note Date,Note Type,Place Of Supply,Reverse Charge,Note Supply Type,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount",
      registered.map((d) => [
        ...party(d),
        ...noted(d),
        "N",
        "Regular B2B",
        value(d),
        "",
        ...rated(d),
      ]),
    ],
    [
      "cdnur",
      "UR Type,Note Number,Note Date,Note Type,Place Of Supply,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount",
      large.map((d) => ["B2CL", ...noted(d), value(d), "", ...rated(d)]),
    ],
    [
      "hsn",
      "HSN,Description,UQC,Total Quantity,Total Value,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount,Rate",
      docs.length ? hsnRows(docs) : [],
    ],
    [
      "sales-register",
      "Document,Number,Date,Value,Order,Invoice,Buyer,Buyer GSTIN,Place Of Supply,Taxable Value,CGST,SGST,IGST,Total Tax",
      docs.map((d) => {
        const { gross, taxable, cgst, sgst, igst } = d.totals;
        const signed = (...figures: Paise[]) => figures.map((f) => money(sign(d) * f));
        const kind = d.kind === "invoice" ? "Invoice" : "Credit note";
        const document = [kind, d.number, gstDate(d.issuedAt), ...signed(gross), d.orderId];
        const buyer = [d.invoiceNumber ?? "", ...party(d).reverse(), pos(d)];
        return [...document, ...buyer, ...signed(taxable, cgst, sgst, igst, cgst + sgst + igst)];
      }),
    ],
  ];
  return tables.map(([name, header, rows]) => ({ name, header, rows }));
}

/** A text a spreadsheet would run as a formula gets a leading apostrophe; numbers stay numbers. */
const cell = (value: string | number) => {
  const raw = String(value);
  const text = /^[=+\-@\t\r]/.test(raw) && !/^-?\d+(\.\d+)?$/.test(raw) ? `'${raw}` : raw;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** RFC 4180 CSV. */
export const toCsv = ({ header, rows }: Table): string =>
  [header.split(","), ...rows].map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";

/** Invoices minus credit notes: what Razorpay captured minus what it refunded that month. */
export const netTakings = (docs: readonly TaxDocument[]): Paise =>
  docs.reduce((total, d) => total + sign(d) * d.totals.gross, 0);
