import { describe, expect, it } from "vitest";
import { buildCreditNote, buildInvoice, gstr1Tables, netTakings, toCsv } from "..";
import type { Table, TaxDocument, TaxParty } from "..";

const seller: TaxParty = {
  name: "AquaSmart",
  addressLines: ["Bengaluru"],
  stateCode: "29",
  gstin: "29AAGCB7383J1Z4",
};
const at = new Date("2026-11-10T06:00:00Z");
let serial = 0;
function invoice(stateCode: string, lineTotal: number, buyer: Partial<TaxParty> = {}): TaxDocument {
  serial += 1;
  return buildInvoice({
    number: `AS/26-27/${String(serial).padStart(6, "0")}`,
    issuedAt: at,
    orderId: `ORD-${serial}`,
    seller,
    buyer: { name: "Buyer", addressLines: ["Somewhere"], stateCode, ...buyer },
    items: [{ productName: "Smart Controller", variantName: "Basic", quantity: 1, lineTotal }],
  });
}
const credit = (doc: TaxDocument, amount: number) =>
  buildCreditNote(doc, [], {
    number: `CN/26-27/00000${serial}`,
    issuedAt: at,
    refundId: `r${serial}`,
    amount,
  });
const table = (tables: Table[], name: string) => tables.find((t) => t.name === name) as Table;
const column = (t: Table, header: string) =>
  t.rows.map((row) => Number(row[t.header.split(",").indexOf(header)]));
const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100);

describe("gstr1Tables", () => {
  const b2b = invoice("29", 149_900, { name: "Pump Fitters", gstin: "27AAPFU0939F1ZV" });
  const smallHere = invoice("29", 39_900);
  const smallThere = invoice("27", 79_800);
  const large = invoice("07", 1_04_93_000);
  const partial = credit(smallHere, 10_000);
  const largeNote = credit(large, 1_04_93_000);
  const b2bNote = credit(b2b, 149_900);
  const notes = [partial, largeNote, b2bNote];
  const docs = [b2b, smallHere, smallThere, large, ...notes];
  const tables = gstr1Tables(
    docs,
    new Map([b2b, smallHere, smallThere, large].map((d) => [d.number, d])),
  );

  it("puts each invoice in its table: B2B with a GSTIN, B2CL inter-state above ₹1 lakh, else B2CS by state", () => {
    expect(table(tables, "b2b").rows.map((r) => r.slice(0, 6))).toEqual([
      ["27AAPFU0939F1ZV", "Pump Fitters", b2b.number, "10-Nov-2026", "1499.00", "29-Karnataka"],
    ]);
    expect(table(tables, "b2cl").rows.map((r) => [r[0], r[2], r[3]])).toEqual([
      [large.number, "104930.00", "07-Delhi"],
    ]);
    expect(table(tables, "b2cs").rows).toEqual([
      [
        "OE",
        "29-Karnataka",
        "",
        18,
        ((smallHere.totals.taxable - partial.totals.taxable) / 100).toFixed(2),
        "0.00",
        "",
      ],
      ["OE", "27-Maharashtra", "", 18, (smallThere.totals.taxable / 100).toFixed(2), "0.00", ""],
    ]);
  });

  it("lists credit notes on B2B invoices in CDNR and on B2CL invoices in CDNUR", () => {
    expect(table(tables, "cdnr").rows.map((r) => [r[0], r[2], r[8], r[4]])).toEqual([
      ["27AAPFU0939F1ZV", b2bNote.number, "1499.00", "C"],
    ]);
    expect(table(tables, "cdnur").rows.map((r) => [r[0], r[1], r[5], r[3]])).toEqual([
      ["B2CL", largeNote.number, "104930.00", "C"],
    ]);
  });

  it("reconciles to the paisa: HSN summary and sales register net to invoices minus credit notes", () => {
    const net = netTakings(docs);
    expect(net).toBe(149_900 + 39_900 + 79_800 + 1_04_93_000 - 10_000 - 1_04_93_000 - 149_900);
    expect(sum(column(table(tables, "hsn"), "Total Value"))).toBe(net);
    expect(sum(column(table(tables, "sales-register"), "Value"))).toBe(net);
    const register = table(tables, "sales-register");
    expect(sum(column(register, "Taxable Value")) + sum(column(register, "Total Tax"))).toBe(net);
    expect(table(tables, "hsn").rows[0]?.slice(0, 4)).toEqual([
      "9032",
      "Water level controllers",
      "NOS-NUMBERS",
      4,
    ]);
  });
});

describe("a discounted order in the month's return", () => {
  it("counts what was paid, and still reconciles to the paisa with its credit note", () => {
    const paid = buildInvoice({
      number: "AS/26-27/000900",
      issuedAt: at,
      orderId: "ORD-900",
      seller,
      buyer: { name: "Buyer", addressLines: ["Somewhere"], stateCode: "27" },
      items: [
        { productName: "Smart Controller", variantName: "Basic", quantity: 2, lineTotal: 79_800 },
        {
          productName: "Smart Controller Pro",
          variantName: "Basic",
          quantity: 1,
          lineTotal: 149_900,
        },
      ],
      codFee: 4_900,
      discount: 22_971,
    });
    const note = buildCreditNote(paid, [], {
      number: "CN/26-27/000900",
      issuedAt: at,
      refundId: "r900",
      amount: 50_000,
    });
    const docs = [paid, note];
    const tables = gstr1Tables(docs, new Map([[paid.number, paid]]));
    const net = netTakings(docs);
    expect(net).toBe(229_700 - 22_971 + 4_900 - 50_000);
    expect(sum(column(table(tables, "hsn"), "Total Value"))).toBe(net);
    const register = table(tables, "sales-register");
    expect(sum(column(register, "Value"))).toBe(net);
    expect(sum(column(register, "Taxable Value")) + sum(column(register, "Total Tax"))).toBe(net);
  });
});

describe("toCsv", () => {
  it("quotes commas and quotes, and defuses formulas but not negative amounts", () => {
    const csv = toCsv({
      name: "x",
      header: "a,b,c",
      rows: [['Rao, "A"', "=HYPERLINK(1)", "-12.50"]],
    });
    expect(csv).toBe('a,b,c\r\n"Rao, ""A""",\'=HYPERLINK(1),-12.50\r\n');
  });
});
