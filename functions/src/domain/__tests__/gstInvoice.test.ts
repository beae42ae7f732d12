import { describe, expect, it } from "vitest";
import { INDIAN_STATES, buildCreditNote, buildInvoice, placeOfSupplyLabel } from "..";
import type { TaxDocument, TaxParty } from "..";

const seller: TaxParty = {
  name: "AquaSmart Devices",
  addressLines: ["12 MG Road", "Bengaluru 560001"],
  stateCode: "29",
  gstin: "29AAGCB7383J1Z4",
};
const buyer = (stateCode: string, gstin?: string): TaxParty => ({
  name: "Asha Rao",
  addressLines: ["4 Lake View", "City 000000"],
  stateCode,
  ...(gstin ? { gstin } : {}),
});
const items = [
  {
    productName: "Smart Controller",
    variantName: "Motar_Compatible", // as stored orders name it
    quantity: 2,
    lineTotal: 79_800,
  },
  {
    productName: "Smart Controller Pro",
    variantName: "Starter Compatible",
    quantity: 1,
    lineTotal: 149_900,
  },
];
const invoice = (stateCode = "29") =>
  buildInvoice({
    number: "AS/26-27/000042",
    issuedAt: new Date("2026-11-26T10:00:00Z"),
    orderId: "ORD-1",
    seller,
    buyer: buyer(stateCode),
    items,
  });
const sumLines = (
  docs: TaxDocument[],
  i: number,
  key: "gross" | "taxable" | "cgst" | "sgst" | "igst",
) => docs.reduce((total, doc) => total + (doc.lines[i]?.[key] ?? 0), 0);

describe("buildInvoice", () => {
  it("splits CGST and SGST within the seller's state, to the paisa", () => {
    const doc = invoice("29");
    expect(doc.interState).toBe(false);
    expect(doc.placeOfSupply).toBe("29");
    expect(doc.lines[0]).toEqual({
      description: "Smart Controller (Motar Compatible)",
      hsn: "9032",
      quantity: 2,
      gross: 79_800,
      taxable: 67_627,
      cgst: 6_086,
      sgst: 6_087,
      igst: 0,
    });
    expect(doc.totals).toEqual({
      gross: 229_700,
      taxable: 194_661,
      cgst: 17_519,
      sgst: 17_520,
      igst: 0,
    });
    expect(doc.inWords).toBe("Rupees Two Thousand Two Hundred Ninety-Seven Only");
  });

  it.each(INDIAN_STATES.map((s) => [s.name, s.code]))(
    "delivered to %s: IGST unless it is Karnataka, and taxes add up",
    (_name, code) => {
      const doc = invoice(code);
      expect(doc.interState).toBe(code !== "29");
      for (const line of doc.lines) {
        expect(line.taxable + line.cgst + line.sgst + line.igst).toBe(line.gross);
        expect(line.igst > 0).toBe(code !== "29");
        expect(line.cgst > 0 && line.sgst > 0).toBe(code === "29");
      }
      expect(placeOfSupplyLabel(code)).toMatch(new RegExp(`^${code}-[A-Z]`));
    },
  );
});

describe("buildCreditNote", () => {
  const note = (doc: TaxDocument, earlier: TaxDocument[], amount: number, n: number) =>
    buildCreditNote(doc, earlier, {
      number: `CN/26-27/${String(n).padStart(6, "0")}`,
      issuedAt: new Date("2026-11-27T10:00:00Z"),
      refundId: `rfnd_${n}`,
      amount,
    });

  it("reverses a partial refund line by line, in proportion", () => {
    const doc = invoice("27");
    const first = note(doc, [], 50_000, 1);
    expect(first).toMatchObject({
      kind: "creditNote",
      invoiceNumber: "AS/26-27/000042",
      refundId: "rfnd_1",
    });
    expect(first.totals.gross).toBe(50_000);
    expect(first.lines.map((l) => l.gross)).toEqual([17_371, 32_629]);
    for (const line of first.lines) expect(line.taxable + line.igst).toBe(line.gross);
  });

  it("ends a full refund with the whole invoice credited, to the paisa on every figure", () => {
    for (const state of ["29", "07"]) {
      const doc = invoice(state);
      const notes: TaxDocument[] = [];
      for (const amount of [1, 3, 50_000, 77, 1_000])
        notes.push(note(doc, notes, amount, notes.length + 1));
      notes.push(
        note(doc, notes, doc.totals.gross - notes.reduce((t, n) => t + n.totals.gross, 0), 9),
      );
      doc.lines.forEach((line, i) => {
        for (const key of ["gross", "taxable", "cgst", "sgst", "igst"] as const) {
          expect(sumLines(notes, i, key)).toBe(line[key]);
        }
      });
      for (const n of notes)
        for (const l of n.lines)
          expect(Math.min(l.taxable, l.cgst, l.sgst, l.igst)).toBeGreaterThanOrEqual(0);
    }
  });

  it("credits the whole invoice at once for a cancelled order's full refund", () => {
    const doc = invoice("29");
    const whole = note(doc, [], doc.totals.gross, 1);
    expect(whole.lines).toEqual(doc.lines);
    expect(whole.totals).toEqual(doc.totals);
  });

  it("refuses more than the invoice has left", () => {
    const doc = invoice("29");
    const first = note(doc, [], 200_000, 1);
    expect(() => note(doc, [first], 29_701, 2)).toThrow(RangeError);
    expect(() => note(doc, [], 0, 2)).toThrow(RangeError);
  });
});

describe("a discounted order's invoice", () => {
  const discounted = (stateCode: string) =>
    buildInvoice({
      number: "AS/26-27/000043",
      issuedAt: new Date("2026-11-26T10:00:00Z"),
      orderId: "ORD-2",
      seller,
      buyer: buyer(stateCode),
      items,
      codFee: 4_900,
      discount: 22_971,
    });

  it("takes each line's share off its value, so it adds up to what was paid, to the paisa", () => {
    const doc = discounted("29");
    expect(doc.lines.map((l) => [l.gross, l.discount])).toEqual([
      [79_800 - 7_980, 7_980],
      [149_900 - 14_991, 14_991],
      [4_900, undefined],
    ]);
    expect(doc.lines[0]).toMatchObject({ taxable: 60_864, cgst: 5_478, sgst: 5_478 });
    expect(doc.totals.gross).toBe(229_700 - 22_971 + 4_900);
    for (const line of doc.lines) {
      expect(line.taxable + line.cgst + line.sgst + line.igst).toBe(line.gross);
    }
    expect(doc.inWords).toBe("Rupees Two Thousand One Hundred Sixteen and Twenty-Nine Paise Only");
  });

  it("is credited in full by its notes, which carry no discount of their own", () => {
    const doc = discounted("07");
    const first = buildCreditNote(doc, [], {
      number: "CN/26-27/000001",
      issuedAt: new Date("2026-11-27T10:00:00Z"),
      refundId: "rfnd_1",
      amount: 50_000,
    });
    const rest = buildCreditNote(doc, [first], {
      number: "CN/26-27/000002",
      issuedAt: new Date("2026-11-27T11:00:00Z"),
      refundId: "rfnd_2",
      amount: doc.totals.gross - 50_000,
    });
    for (const n of [first, rest])
      for (const l of n.lines) expect(l).not.toHaveProperty("discount");
    doc.lines.forEach((line, i) => {
      for (const key of ["gross", "taxable", "cgst", "sgst", "igst"] as const) {
        expect(sumLines([first, rest], i, key)).toBe(line[key]);
      }
    });
  });
});
