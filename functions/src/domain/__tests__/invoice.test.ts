import { describe, expect, it } from "vitest";
import { invoiceNumber, invoiceTotals, isGstin, splitGross, supplyOf, taxLines } from "..";

describe("splitGross: prices include GST at 18%", () => {
  it.each([
    // gross, taxable = round(gross * 100 / 118), GST = gross - taxable
    [11800, 10000, 1800],
    [39900, 33814, 6086],
    [79800, 67627, 12173],
    [1, 1, 0],
    [0, 0, 0],
    [59, 50, 9],
  ])("%i paise is %i taxable + %i GST", (gross, taxable, gst) => {
    expect(splitGross(gross)).toEqual({ taxable, gst });
  });
});

describe("supplyOf: the seller's GST state against the delivery pincode", () => {
  it.each([
    ["29AAACA1234B1ZE", "560038", "intra-state"],
    ["29AAACA1234B1ZE", "591346", "intra-state"],
    ["29AAACA1234B1ZE", "110001", "inter-state"],
    ["29AAACA1234B1ZE", "400001", "inter-state"],
    ["07AAACA1234B1Z5", "110001", "intra-state"],
    ["07AAACA1234B1Z5", "560038", "inter-state"],
    // A seller state whose pincodes are not known apart from others'.
    ["27AAACA1234B1Z5", "400001", "unknown"],
    // No usable pincode.
    ["29AAACA1234B1ZE", "", "unknown"],
    ["29AAACA1234B1ZE", "56003", "unknown"],
    ["29AAACA1234B1ZE", "060038", "unknown"],
  ])("%s to %s is %s", (gstin, pincode, supply) => {
    expect(supplyOf(gstin, pincode)).toBe(supply);
  });
});

describe("taxLines", () => {
  it.each([
    [
      "intra-state",
      12173,
      [
        ["CGST (9%)", 6086],
        ["SGST (9%)", 6087],
      ],
    ],
    [
      "intra-state",
      6086,
      [
        ["CGST (9%)", 3043],
        ["SGST (9%)", 3043],
      ],
    ],
    ["inter-state", 12173, [["IGST (18%)", 12173]]],
    ["unknown", 12173, [["GST (18%, included)", 12173]]],
  ] as const)("%s GST of %i paise", (supply, gst, expected) => {
    expect(taxLines(gst, supply).map(({ label, amount }) => [label, amount])).toEqual(expected);
  });
});

describe("invoiceTotals", () => {
  const lines = [
    { description: "Smart Controller (Motar Compatible)", quantity: 2, gross: 79800 },
    { description: "Semi Automatic (Starter Compatible)", quantity: 1, gross: 79900 },
    { description: "Smart Controller (Starter Compatible)", quantity: 3, gross: 119700 },
  ];

  it.each(["intra-state", "inter-state", "unknown"] as const)(
    "adds up exactly to the amount paid, %s",
    (supply) => {
      const invoice = invoiceTotals(lines, supply);
      const taxes = invoice.taxes.reduce((sum, tax) => sum + tax.amount, 0);
      expect(invoice.gross).toBe(279400);
      expect(invoice.taxable + taxes).toBe(279400);
      for (const line of invoice.lines) expect(line.taxable + line.gst).toBe(line.gross);
    },
  );

  it("works the tax out line by line", () => {
    const invoice = invoiceTotals(lines, "intra-state");
    expect(invoice.lines.map(({ taxable, gst }) => [taxable, gst])).toEqual([
      [67627, 12173],
      [67712, 12188],
      [101441, 18259],
    ]);
    expect(invoice.taxable).toBe(236780);
    expect(invoice.taxes).toEqual([
      { label: "CGST (9%)", amount: 21310 },
      { label: "SGST (9%)", amount: 21310 },
    ]);
  });

  it("is empty for no lines", () => {
    expect(invoiceTotals([], "unknown")).toEqual({
      lines: [],
      taxable: 0,
      taxes: [{ label: "GST (18%, included)", amount: 0 }],
      gross: 0,
    });
  });
});

describe("invoiceNumber", () => {
  it.each([
    ["2026-11-22T10:05:00Z", "INV-202611-ORD-2026-1795600000000-K7QZ"],
    // 1 December 01:30 in India: December's invoice.
    ["2026-11-30T20:00:00Z", "INV-202612-ORD-2026-1795600000000-K7QZ"],
  ])("an order paid at %s is %s", (paidAt, expected) => {
    expect(invoiceNumber("ORD-2026-1795600000000-K7QZ", new Date(paidAt))).toBe(expected);
  });
});

describe("isGstin", () => {
  it.each([
    ["29AAACA1234B1ZE", true],
    ["07AAACA1234B1ZK", true],
    ["07AAACA1234B1ZZ", false],
    ["29aaaca1234b1z5", false],
    ["29AAACA1234B1Y5", false],
    ["29AAACA1234B0Z5", false],
    ["AAACA1234B1Z5", false],
    ["", false],
  ])("%s is %s", (value, valid) => {
    expect(isGstin(value)).toBe(valid);
  });
});
