import { act, render, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { buildInvoice, type Order, type TaxDocument } from "@shop/domain";
import { orderFromData } from "../api/orderData";
import { watchOrderRestFirst } from "../api/orderLive";
import { readTaxDocuments } from "../api/taxDocuments";
import { signInAs } from "../../cart/__tests__/cartTestUtils";
import OrderPage from "../OrderPage";
import { ORDER_ID, paidOrder } from "./orderPageFixtures";

vi.mock("../api/orderLive", () => ({ watchOrderRestFirst: vi.fn() }));
vi.mock("../api/taxDocuments", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  readTaxDocuments: vi.fn(),
}));
const watch = vi.mocked(watchOrderRestFirst);
const read = vi.mocked(readTaxDocuments);

const FESTIVE = { code: "FESTIVE10", kind: "percent", value: 10, amount: 15970 } as const;
const discounted = () => paidOrder({ discount: FESTIVE, amount: 143730 });

// The server's invoice of a discounted order: each line's share off, gross what was paid.
const discountedInvoice = (order: Order): TaxDocument =>
  buildInvoice({
    number: "AS/26-27/000043",
    issuedAt: new Date("2026-11-22T10:05:30Z"),
    orderId: ORDER_ID,
    seller: {
      name: "AquaSense",
      addressLines: ["Bengaluru"],
      stateCode: "29",
      gstin: "29AAACA1234B1ZE",
    },
    buyer: { name: "Asha Rao", addressLines: ["Bengaluru 560038"], stateCode: "29" },
    items: order.items,
    discount: order.discount?.amount,
  });

function show(order: Order) {
  let push!: (order: Order | null) => void;
  watch.mockImplementation((_uid, _id, onChange) => {
    push = (next) => act(() => onChange(next));
    return () => undefined;
  });
  render(
    <MemoryRouter initialEntries={[`/myOrders/${ORDER_ID}`]}>
      <Routes>
        <Route path="/myOrders/:orderId" element={<OrderPage />} />
      </Routes>
    </MemoryRouter>,
  );
  push(order);
}

beforeEach(() => {
  signInAs("asha");
  watch.mockReset();
  read.mockReset();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

describe("a discounted order", () => {
  it("reads the stored discount and source", () => {
    const data = { status: "paid", amount: 143730, discount: FESTIVE, source: "buyNow", items: [] };
    expect(orderFromData(ORDER_ID, data)).toMatchObject({ discount: FESTIVE, source: "buyNow" });
    expect(
      orderFromData(ORDER_ID, { ...data, discount: { code: "X" }, source: "other" }),
    ).not.toHaveProperty("discount");
    expect(orderFromData(ORDER_ID, { ...data, source: "other" })).not.toHaveProperty("source");
  });

  it("shows the discount line above the order's total, and what was paid", () => {
    read.mockReturnValue(new Promise(() => undefined));
    show(discounted());
    const items = screen.getByRole("region", { name: "Items" });
    expect(items).toHaveTextContent("Discount (FESTIVE10) −₹159.70Order Total ₹1,437.30");
    expect(screen.getByRole("region", { name: "Payment" })).toHaveTextContent(
      "Amount paid₹1,437.30",
    );
  });

  it("shows no discount line on an order without a code", () => {
    read.mockReturnValue(new Promise(() => undefined));
    show(paidOrder());
    expect(screen.getByRole("region", { name: "Items" })).not.toHaveTextContent("Discount");
  });

  it("shows each invoice line's discount when the server stored one", async () => {
    const invoice = discountedInvoice(discounted());
    read.mockResolvedValue([invoice]);
    show({ ...discounted(), invoiceNumber: invoice.number });
    const article = await screen.findByRole("article", { name: "Tax Invoice" });
    const rows = within(article)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows[0]).toBe("ItemHSNQtyDiscountTaxable valueCGST + SGSTAmount");
    expect(rows[1]).toMatch(/^Smart Controller \(Motar Compatible\)90322−₹79\.80₹.+₹718\.20$/);
    expect(rows[2]).toMatch(/^Semi Automatic \(Starter Compatible\)90321−₹79\.90₹.+₹719\.10$/);
  });
});
