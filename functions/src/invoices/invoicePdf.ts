import { HttpsError } from "firebase-functions/v2/https";
import PDFDocument from "pdfkit";
import { INVOICE_MESSAGES, placeOfSupplyLabel, stateByCode } from "../domain";
import type { TaxDocument, TaxLine, TaxParty } from "../domain";
import type { CallableHandler } from "../lib/callable";
import { storedTaxDocument, taxDocumentRef } from "./issueInvoice";

// A4 in points; Helvetica has no rupee sign, so amounts print as "Rs.".
const MARGIN = 40;
const WIDTH = 595.28 - 2 * MARGIN;
const rs = (paise: number) =>
  (paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const day = (at: Date) =>
  at.toLocaleDateString("en-IN", {
    day: "2-digit",
    month: "short",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });

function party(doc: PDFKit.PDFDocument, title: string, who: TaxParty, x: number, y: number) {
  const state = `State: ${stateByCode(who.stateCode)?.name ?? ""} (code ${who.stateCode})`;
  const lines = [
    who.name,
    ...who.addressLines,
    state,
    ...(who.gstin ? [`GSTIN: ${who.gstin}`] : []),
  ];
  const width = WIDTH / 2 - 10;
  doc.font("Helvetica-Bold").fontSize(9).text(title, x, y, { width });
  doc.font("Helvetica").text(lines.join("\n"), { width });
  return doc.y;
}

/** Columns: the taxes shown are the ones this supply has; a discount's only when given. */
function columns(interState: boolean, rate: number, discounted: boolean) {
  const column = (title: string, width: number, value: (l: TaxLine, i: number) => string) => ({
    title,
    width,
    value,
  });
  const taxes: [string, (l: TaxLine) => number][] = interState
    ? [[`IGST ${rate}%`, (l) => l.igst]]
    : [
        [`CGST ${rate / 2}%`, (l) => l.cgst],
        [`SGST ${rate / 2}%`, (l) => l.sgst],
      ];
  return [
    column("#", 18, (_l, i) => String(i + 1)),
    column("Description", 0, (l) => l.description),
    column("HSN", 40, (l) => l.hsn),
    column("Qty", 28, (l) => (l.quantity ? String(l.quantity) : "-")),
    ...(discounted ? [column("Discount", 55, (l) => rs(l.discount ?? 0))] : []),
    column("Taxable value", 70, (l) => rs(l.taxable)),
    ...taxes.map(([title, pick]) => column(title, 60, (l) => rs(pick(l)))),
    column("Total", 70, (l) => rs(l.gross)),
  ];
}

/** The document as an A4 PDF; the same bytes for the same document. */
export function taxDocumentPdf(document: TaxDocument): Promise<Buffer> {
  const invoice = document.kind === "invoice";
  const title = `${invoice ? "Tax invoice" : "Credit note"} ${document.number}`;
  const info = { Title: title, CreationDate: document.issuedAt };
  const doc = new PDFDocument({ size: "A4", margin: MARGIN, info });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on("end", () => resolve(Buffer.concat(chunks))),
  );

  doc.font("Helvetica-Bold").fontSize(16);
  doc.text(invoice ? "TAX INVOICE" : "CREDIT NOTE", { align: "center" });
  doc.moveDown(0.5).fontSize(9).font("Helvetica");
  const facts = [
    `${invoice ? "Invoice" : "Credit note"} no.: ${document.number}`,
    `Date: ${day(document.issuedAt)}`,
    ...(invoice ? [] : [`Against invoice: ${document.invoiceNumber ?? ""}`]),
    `Order: ${document.orderId}`,
    `Place of supply: ${placeOfSupplyLabel(document.placeOfSupply)}`,
    "Reverse charge: No",
  ];
  doc.text(facts.join("\n"), { align: "right" });
  const top = doc.y + 10;
  const buyerTitle = invoice ? "Billed and shipped to" : "Issued to";
  const bottom = Math.max(
    party(doc, "Sold by", document.seller, MARGIN, top),
    party(doc, buyerTitle, document.buyer, MARGIN + WIDTH / 2, top),
  );

  const discount = document.lines.reduce((sum, line) => sum + (line.discount ?? 0), 0);
  const cols = columns(document.interState, document.ratePercent, discount > 0);
  const fixed = cols.reduce((sum, c) => sum + c.width, 0);
  const row = (cells: string[], y: number, bold = false) => {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(8);
    let x = MARGIN;
    const heights = cells.map((text, i) => {
      const width = cols[i]?.width || WIDTH - fixed;
      doc.text(text, x + 2, y + 3, { width: width - 4, align: i > 2 ? "right" : "left" });
      x += width;
      return doc.y - y;
    });
    const bottom = y + Math.max(...heights) + 3;
    doc
      .moveTo(MARGIN, bottom)
      .lineTo(MARGIN + WIDTH, bottom)
      .lineWidth(0.5)
      .stroke();
    return bottom;
  };
  doc.font("Helvetica").fontSize(8);
  doc.text("Amounts in Indian rupees (Rs.)", MARGIN, bottom + 12);
  let y = row(
    cols.map((c) => c.title),
    doc.y + 4,
    true,
  );
  document.lines.forEach(
    (line, i) =>
      (y = row(
        cols.map((c) => c.value(line, i)),
        y,
      )),
  );
  const total: TaxLine = { description: "", hsn: "", quantity: 0, discount, ...document.totals };
  y = row(
    cols.map((c, i) => (i === 1 ? "Total" : i < 4 ? "" : c.value(total, 0))),
    y,
    true,
  );

  doc.font("Helvetica").fontSize(9);
  doc.text(`Amount in words: ${document.inWords}`, MARGIN, y + 12, { width: WIDTH });
  doc.text(
    `Prices include GST at ${document.ratePercent}%. ` +
      (invoice ? "" : "This note reverses the tax of the refunded value, line by line. ") +
      "This is a computer-generated document.",
  );
  doc.moveDown(2).text(`For ${document.seller.name}`, { align: "right" });
  doc.moveDown(2).text("Authorised signatory", { align: "right" });
  doc.end();
  return done;
}

/** The callable: the buyer the document names, or an admin; to anyone else it does not exist. */
export const taxDocumentPdfHandler: CallableHandler<"taxDocumentPdf"> = async (
  { number },
  { uid, request },
) => {
  const data = (await taxDocumentRef(number).get()).data();
  if (!data || (data.uid !== uid && request.auth?.token.admin !== true)) {
    throw new HttpsError("not-found", INVOICE_MESSAGES.notFound);
  }
  const pdf = await taxDocumentPdf(storedTaxDocument(data));
  return { filename: `${number.replaceAll("/", "-")}.pdf`, pdf: pdf.toString("base64") };
};
