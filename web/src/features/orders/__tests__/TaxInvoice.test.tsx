import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Seller } from "../../../config/seller";
import { TaxInvoice } from "../components/TaxInvoice";
import { paidOrder } from "./orderPageFixtures";

const SELLER: Seller = {
  legalName: "AquaSense Smart Water Pvt. Ltd.",
  addressLines: ["14 Residency Road", "Bengaluru, Karnataka 560025"],
  gstin: "29AAACA1234B1ZE",
};

const invoice = () => screen.getByRole("article", { name: "Tax Invoice" });
const rows = () =>
  within(invoice())
    .getAllByRole("row")
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
const totals = () =>
  within(invoice())
    .getAllByRole("term")
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

describe("the tax invoice", () => {
  it("names the seller, the invoice, the buyer, and works the GST out of each line", () => {
    render(<TaxInvoice order={paidOrder()} seller={SELLER} />);
    expect(invoice()).toHaveTextContent(
      "AquaSense Smart Water Pvt. Ltd.14 Residency RoadBengaluru, Karnataka 560025GSTIN: 29AAACA1234B1ZE",
    );
    expect(invoice()).toHaveTextContent("Invoice no.INV-202611-ORD-2026-1795600000000-K7QZ");
    expect(invoice()).toHaveTextContent("Invoice date22 November 2026");
    expect(invoice()).toHaveTextContent(
      "Billed and shipped toAsha Rao12 Lake Road, Indiranagar, BengaluruPIN 560038 · Phone 9876543210",
    );
    expect(rows()).toEqual([
      ["Item", "Qty", "Taxable value", "GST (18%)", "Amount"],
      ["Smart Controller (Motar Compatible)", "2", "₹676.27", "₹121.73", "₹798.00"],
      ["Semi Automatic (Starter Compatible)", "1", "₹677.12", "₹121.88", "₹799.00"],
    ]);
    // Bengaluru from a Karnataka seller: CGST and SGST, adding up to the ₹1,597.00 paid.
    expect(totals()).toEqual(
      expect.arrayContaining([
        "Taxable value ₹1,353.39",
        "CGST (9%) ₹121.80",
        "SGST (9%) ₹121.81",
        "Total (GST included) ₹1,597.00",
      ]),
    );
  });

  it("charges IGST on a delivery to another state", () => {
    const order = paidOrder();
    render(
      <TaxInvoice
        order={{ ...order, addressInfo: { ...order.addressInfo, pincode: "110001" } }}
        seller={SELLER}
      />,
    );
    expect(totals()).toContain("IGST (18%) ₹243.61");
    expect(totals().join()).not.toContain("CGST");
  });

  it("shows one GST line where the seller's state cannot be told from pincodes", () => {
    render(<TaxInvoice order={paidOrder()} seller={{ ...SELLER, gstin: "27AAACA1234B1ZI" }} />);
    expect(totals()).toContain("GST (18%, included) ₹243.61");
  });

  it("prints on request", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    render(<TaxInvoice order={paidOrder()} seller={SELLER} />);
    await userEvent.click(screen.getByRole("button", { name: "Print invoice" }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["the seller has no GSTIN configured", paidOrder(), { ...SELLER, gstin: undefined }],
    ["the lines do not add up to the amount paid", paidOrder({ amount: 100000 }), SELLER],
  ])("is not offered when %s", (_case, order, seller) => {
    render(<TaxInvoice order={order} seller={seller} />);
    expect(
      screen.getByText(
        "A tax invoice for this order is not available here. Please contact support.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Print invoice" })).toBeNull();
  });
});
