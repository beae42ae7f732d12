import { inflateSync } from "node:zlib";
import { writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildCreditNote, buildInvoice } from "../../domain";
import { taxDocumentPdf } from "../invoicePdf";

/** The text a PDF shows, from its content streams (pdfkit writes WinAnsi hex strings). */
function pdfText(pdf: Buffer): string {
  const text: string[] = [];
  for (const [, stream] of pdf
    .toString("latin1")
    .matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(stream ?? "", "latin1")).toString("latin1");
    } catch {
      continue;
    }
    for (const [, hex] of content.matchAll(/<([0-9a-f]+)>/g))
      text.push(Buffer.from(hex ?? "", "hex").toString("latin1"));
  }
  return text.join("");
}

const INPUT = {
  number: "AS/26-27/000042",
  issuedAt: new Date("2026-11-26T10:00:00Z"),
  orderId: "ORD-2026-1795600000000-K7QZ",
  seller: {
    name: "AquaSmart Devices Pvt Ltd",
    addressLines: ["12 MG Road", "Bengaluru 560001"],
    stateCode: "29",
    gstin: "29AAGCB7383J1Z4",
  },
  buyer: {
    name: "Pump Fitters",
    addressLines: ["4 Lake View Road", "Pune 411001"],
    stateCode: "27",
    gstin: "27AAPFU0939F1ZV",
  },
  items: [
    {
      productName: "Smart Controller",
      variantName: "Motar Compatible",
      quantity: 2,
      lineTotal: 79_800,
    },
    {
      productName: "Smart Controller Pro",
      variantName: "Starter Compatible",
      quantity: 1,
      lineTotal: 149_900,
    },
  ],
};
const invoice = buildInvoice(INPUT);

describe("taxDocumentPdf", () => {
  it("prints an invoice with what Rule 46 asks for", async () => {
    const pdf = await taxDocumentPdf(invoice);
    if (process.env.SHOP_PDF_OUT) writeFileSync(`${process.env.SHOP_PDF_OUT}/invoice.pdf`, pdf);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(pdf);
    for (const expected of [
      "TAX INVOICE",
      "Invoice no.: AS/26-27/000042",
      "Date: 26 Nov 2026",
      "Place of supply: 27-Maharashtra",
      "GSTIN: 29AAGCB7383J1Z4",
      "GSTIN: 27AAPFU0939F1ZV",
      "9032",
      "IGST 18%",
      "Amount in words: Rupees Two Thousand Two Hundred Ninety-Seven Only",
      "2,297.00",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("CGST");
    expect(text).not.toContain("Discount");
  });

  it("prints each line's discount and the total given, when the order had one", async () => {
    const discounted = buildInvoice({ ...INPUT, discount: 22_971 });
    const text = pdfText(await taxDocumentPdf(discounted));
    for (const expected of ["Discount", "79.80", "149.91", "229.71", "2,067.29"]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(
      "Amount in words: Rupees Two Thousand Sixty-Seven and Twenty-Nine Paise Only",
    );
  });

  it("prints a credit note against its invoice", async () => {
    const note = buildCreditNote(invoice, [], {
      number: "CN/26-27/000001",
      issuedAt: new Date("2026-11-28T10:00:00Z"),
      refundId: "rfnd_1",
      amount: 50_000,
    });
    const pdf = await taxDocumentPdf(note);
    if (process.env.SHOP_PDF_OUT) writeFileSync(`${process.env.SHOP_PDF_OUT}/credit-note.pdf`, pdf);
    const text = pdfText(pdf);
    for (const expected of [
      "CREDIT NOTE",
      "Credit note no.: CN/26-27/000001",
      "Against invoice: AS/26-27/000042",
      "500.00",
    ]) {
      expect(text).toContain(expected);
    }
  });
});
