import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { buildCreditNote, buildInvoice, type TaxDocument } from "@shop/domain";
import { invokeCallable } from "../../../lib/callableTransport";
import { readTaxDocuments } from "../api/taxDocuments";
import { TaxDocuments } from "../components/TaxDocuments";
import { ORDER_ID, paidOrder } from "./orderPageFixtures";
import { resetToasts, toasts } from "../../cart/__tests__/cartTestUtils";

vi.mock("../api/taxDocuments", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  readTaxDocuments: vi.fn(),
}));
vi.mock("../../../lib/callableTransport", () => ({ invokeCallable: vi.fn() }));
vi.mock("../../../lib/firebase", () => ({ getAuthClient: vi.fn() }));
const read = vi.mocked(readTaxDocuments);
const transport = vi.mocked(invokeCallable);

const order = paidOrder();
const seller = {
  name: "AquaSense Smart Water Pvt. Ltd.",
  addressLines: ["4 Residency Road", "Bengaluru 560025"],
  stateCode: "29",
  gstin: "29AAACA1234B1ZE",
};
const buyer = (stateCode: string, gstin?: string) => ({
  name: "Asha Rao",
  addressLines: ["12 Lake Road, Indiranagar", "Bengaluru 560038"],
  stateCode,
  ...(gstin ? { gstin } : {}),
});
const invoiceTo = (stateCode: string, gstin?: string) =>
  buildInvoice({
    number: "AS/26-27/000042",
    issuedAt: new Date("2026-11-22T10:05:30Z"),
    orderId: ORDER_ID,
    seller,
    buyer: buyer(stateCode, gstin),
    items: order.items,
  });
const INVOICE = invoiceTo("29");
const NOTE = buildCreditNote(INVOICE, [], {
  number: "CN/26-27/000007",
  issuedAt: new Date("2026-11-25T06:00:00Z"),
  refundId: "rfnd_1",
  amount: 39900,
});

function settle(docs: TaxDocument[]) {
  let answer = (_: TaxDocument[]) => {};
  read.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  return () => act(() => answer(docs));
}

beforeEach(() => {
  read.mockReset();
  transport.mockReset();
  resetToasts();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

describe("the order's tax invoice, as the server stored it", () => {
  it("says the invoice is being prepared while the order names none, and reads nothing", () => {
    render(<TaxDocuments order={order} />);
    expect(screen.getByRole("region", { name: "Tax Invoice" })).toHaveTextContent(
      "Your invoice is being prepared.",
    );
    expect(read).not.toHaveBeenCalled();
  });

  it("shows the stored invoice: number, date, place of supply, HSN, CGST + SGST and words", async () => {
    const arrive = settle([INVOICE]);
    const { rerender } = render(<TaxDocuments order={order} />);
    // Issued moments after the payment: the live order then names it.
    rerender(<TaxDocuments order={{ ...order, invoiceNumber: INVOICE.number }} />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading your invoice…");
    await arrive();
    expect(read).toHaveBeenCalledExactlyOnceWith([INVOICE.number]);
    const invoice = screen.getByRole("article", { name: "Tax Invoice" });
    expect(invoice).toHaveTextContent("Invoice no.AS/26-27/000042");
    expect(invoice).toHaveTextContent("Date22 November 2026");
    expect(invoice).toHaveTextContent("Place of supply29-Karnataka");
    expect(invoice).toHaveTextContent("GSTIN 29AAACA1234B1ZE");
    expect(invoice).toHaveTextContent(
      "Billed to Asha Rao12 Lake Road, IndiranagarBengaluru 560038",
    );
    // Descriptions as the server wrote them from the order's lines.
    expect(rows(invoice)).toEqual([
      "ItemHSNQtyTaxable valueCGST + SGSTAmount",
      "Smart Controller (Motar Compatible)90322₹676.27₹121.73₹798.00",
      "Semi Automatic (Starter Compatible)90321₹677.12₹121.88₹799.00",
    ]);
    expect(totals(invoice)).toEqual([
      "Taxable value₹1,353.39",
      "CGST (9%)₹121.80",
      "SGST (9%)₹121.81",
      "Total₹1,597.00",
    ]);
    expect(invoice).toHaveTextContent("Rupees One Thousand Five Hundred Ninety-Seven Only");
    expect(invoice).not.toHaveTextContent("IGST");
  });

  it("shows IGST and the buyer's GSTIN on an invoice to another state", async () => {
    const business = invoiceTo("27", "27AAPFU0939F1ZV");
    const arrive = settle([business]);
    render(<TaxDocuments order={{ ...order, invoiceNumber: business.number }} />);
    await arrive();
    const invoice = screen.getByRole("article", { name: "Tax Invoice" });
    expect(invoice).toHaveTextContent("Place of supply27-Maharashtra");
    expect(invoice).toHaveTextContent("GSTIN 27AAPFU0939F1ZV");
    expect(rows(invoice)[0]).toBe("ItemHSNQtyTaxable valueIGSTAmount");
    expect(totals(invoice)).toEqual([
      "Taxable value₹1,353.39",
      "IGST (18%)₹243.61",
      "Total₹1,597.00",
    ]);
  });

  it("shows each credit note after the invoice, against it, each with its own download", async () => {
    const arrive = settle([INVOICE, NOTE]);
    render(
      <TaxDocuments
        order={{ ...order, invoiceNumber: INVOICE.number, creditNoteNumbers: [NOTE.number] }}
      />,
    );
    await arrive();
    expect(read).toHaveBeenCalledExactlyOnceWith([INVOICE.number, NOTE.number]);
    const note = screen.getByRole("article", { name: "Credit Note" });
    expect(note).toHaveTextContent("Credit note no.CN/26-27/000007");
    expect(note).toHaveTextContent("Date25 November 2026");
    expect(note).toHaveTextContent("Against invoiceAS/26-27/000042");
    expect(totals(note).at(-1)).toBe("Total₹399.00");
    expect(note).toHaveTextContent("Rupees Three Hundred Ninety-Nine Only");
    expect(screen.getAllByRole("button", { name: /^Download/ }).map((b) => b.textContent)).toEqual([
      "Download invoice (PDF)",
      "Download credit note (PDF)",
    ]);
  });

  it("downloads the PDF taxDocumentPdf answers, as a file of the server's name", async () => {
    const arrive = settle([INVOICE, NOTE]);
    const saved: { name: string; blob: Blob }[] = [];
    URL.createObjectURL = (blob) => (saved.push({ name: "", blob: blob as Blob }), "blob:pdf");
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved[saved.length - 1]!.name = this.download;
    });
    transport.mockResolvedValue({ filename: "CN-26-27-000007.pdf", pdf: btoa("%PDF-1.7 note") });
    const user = userEvent.setup();
    render(
      <TaxDocuments
        order={{ ...order, invoiceNumber: INVOICE.number, creditNoteNumbers: [NOTE.number] }}
      />,
    );
    await arrive();
    await user.click(screen.getByRole("button", { name: "Download credit note (PDF)" }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(transport).toHaveBeenCalledExactlyOnceWith("taxDocumentPdf", { number: NOTE.number });
    expect(saved[0]?.name).toBe("CN-26-27-000007.pdf");
    expect(saved[0]?.blob.type).toBe("application/pdf");
    expect(await textOf(saved[0]!.blob)).toBe("%PDF-1.7 note");
  });

  it("says so in the contract's words when the PDF cannot be had", async () => {
    const arrive = settle([INVOICE]);
    transport.mockRejectedValue(new Error("network"));
    const user = userEvent.setup();
    render(<TaxDocuments order={{ ...order, invoiceNumber: INVOICE.number }} />);
    await arrive();
    await user.click(screen.getByRole("button", { name: "Download invoice (PDF)" }));
    await vi.waitFor(() =>
      expect(toasts()).toEqual([["error", "Could not prepare the PDF. Please try again."]]),
    );
    expect(screen.getByRole("button", { name: "Download invoice (PDF)" })).toBeEnabled();
  });
});

/** jsdom's Blob has no text(). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
const rows = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole("row")
    .map((row) => row.textContent);
const totals = (scope: HTMLElement) =>
  [...scope.querySelectorAll(".tax-invoice-totals div")].map((entry) => entry.textContent);
