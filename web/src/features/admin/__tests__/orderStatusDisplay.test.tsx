import { render, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { buildCreditNote, buildInvoice, type OrderRefund } from "@shop/domain";
import { readTaxDocuments } from "../../orders/api/taxDocuments";
import type { AdminOrder } from "../api/adminOrder";
import { ConsoleOrderPage } from "../components/ConsoleOrderPage";
import { OrdersPage } from "../components/OrdersPage";
import { useAdminOrder, useOrdersList } from "../hooks/useConsoleData";
import type * as ConsoleData from "../hooks/useConsoleData";

vi.mock("../../../lib/callableTransport", () => ({ invokeCallable: vi.fn() }));
vi.mock("../../orders/api/taxDocuments", () => ({ readTaxDocuments: vi.fn() }));
// The console's reads are stubbed; its actions (useAdminAction) stay real over the mocked transport.
vi.mock("../hooks/useConsoleData", async (original) => ({
  ...(await original<typeof ConsoleData>()),
  useOrdersList: vi.fn(),
  useRevenue: () => ({ state: "loading" }),
  useAdminOrder: vi.fn(),
  useCustomer: () => null,
  useLedger: () => [],
  useOperators: () => ({}),
}));

const at = new Date("2026-11-24T04:30:00Z");
const processed = (refundId: string, amount: number): OrderRefund => ({
  refundId,
  amount,
  state: "processed",
  requestedBy: "admin-1",
  requestedAt: at,
});

function order(orderId: string, change: Partial<AdminOrder> = {}): AdminOrder {
  return {
    uid: "shopper1",
    orderId,
    userID: "shopper1",
    items: [],
    amount: 399_00,
    currency: "INR",
    status: "paid",
    createdAt: at,
    paidAt: at,
    addressInfo: {
      name: "Asha",
      phone: "9876543210",
      address: "1 MG Road",
      city: "Bengaluru",
      state: "Karnataka",
      pincode: "560001",
      gstin: "",
    },
    history: [],
    ...change,
  };
}

const CANCELLED = order("ORD-2026-1764000000000-CANC", {
  fulfilment: { stage: "cancelled", updatedAt: at },
  refunds: { rfnd_1: processed("rfnd_1", 399_00) },
});
const PART_REFUNDED = order("ORD-2026-1764000000000-PART", {
  fulfilment: {
    stage: "shipped",
    shipment: { carrier: "Delhivery", trackingNumber: "DL123" },
    updatedAt: at,
  },
  refunds: { rfnd_2: processed("rfnd_2", 150_00) },
});
const PAID = order("ORD-2026-1764000000000-PAID");
const shipped = { stage: "shipped" as const, updatedAt: at };
const COD = order("ORD-2026-1764000000000-CODO", {
  status: "cod",
  paymentMethod: "cod",
  codFee: 49_00,
  fulfilment: shipped,
});
const COD_RETURNED = { ...COD, closed: { reason: "returned" as const, at } };
const COD_COLLECTED: AdminOrder = {
  ...COD,
  status: "paid",
  paymentStatus: "collected",
  fulfilment: { stage: "delivered", updatedAt: at },
};

describe("the console's order list shows each order's status truthfully (issue 25)", () => {
  it("names a cancelled refund, a part refund and a plain payment in Payment, and the stage", () => {
    vi.mocked(useOrdersList).mockReturnValue({
      state: "ready",
      page: { orders: [CANCELLED, PART_REFUNDED, PAID] },
      pageNumber: 1,
      refresh: () => undefined,
    } as ReturnType<typeof useOrdersList>);
    render(
      <MemoryRouter>
        <OrdersPage />
      </MemoryRouter>,
    );
    const rows = screen.getAllByRole("row").slice(1);
    const cells = (row: HTMLElement, label: string) =>
      row.querySelector(`[data-label="${label}"]`)?.textContent;
    expect(rows.map((row) => [cells(row, "Payment"), cells(row, "Stage")])).toEqual([
      ["Refunded in full", "Cancelled"],
      ["Refunded ₹150.00 of ₹399.00", "Shipped"],
      ["Paid", "Paid"],
    ]);
  });

  it("says what the courier collects for a COD order, and how it ended", () => {
    vi.mocked(useOrdersList).mockReturnValue({
      state: "ready",
      page: { orders: [COD, COD_RETURNED, COD_COLLECTED] },
      pageNumber: 1,
    } as ReturnType<typeof useOrdersList>);
    render(
      <MemoryRouter>
        <OrdersPage />
      </MemoryRouter>,
    );
    const payments = screen
      .getAllByRole("row")
      .slice(1)
      .map((row) => row.querySelector('[data-label="Payment"]')?.textContent);
    expect(payments).toEqual([
      "Cash on delivery: pay ₹448.00 on delivery",
      "Returned to origin",
      "Paid · cash on delivery",
    ]);
  });
});

describe("the console's order page shows the order's status truthfully (issue 25)", () => {
  function show(shown: AdminOrder) {
    vi.mocked(useAdminOrder).mockReturnValue({ state: "ready", order: shown });
    render(
      <MemoryRouter initialEntries={[`/admin/orders/shopper1/${shown.orderId}`]}>
        <Routes>
          <Route path="/admin/orders/:uid/:orderId" element={<ConsoleOrderPage />} />
        </Routes>
      </MemoryRouter>,
    );
    const summary = screen.getByRole("heading", { name: "Summary" }).closest("div");
    if (!summary) throw new Error("no summary");
    const fact = (label: string) =>
      within(summary)
        .getAllByRole("term")
        .find((term) => term.textContent === label)?.nextElementSibling?.textContent;
    return fact;
  }

  it("a cancelled order refunded in full", () => {
    const fact = show(CANCELLED);
    expect(fact("Payment")).toBe("Refunded in full");
    expect(fact("Stage")).toBe("Cancelled");
    expect(screen.getByText("This order is cancelled: nothing more to do.")).toBeVisible();
  });

  it("a partly refunded order", () => {
    const fact = show(PART_REFUNDED);
    expect(fact("Payment")).toBe("Refunded ₹150.00 of ₹399.00");
    expect(fact("Stage")).toBe("Shipped");
    expect(fact("Amount")).toBe("₹399.00");
  });

  it("a shipped COD order: the amount to collect, then what was collected", () => {
    const fact = show(COD);
    expect(fact("Payment")).toBe("Cash on delivery");
    expect(fact("To collect")).toBe("₹448.00 (goods ₹399.00 + COD fee ₹49.00)");
    expect(screen.getByRole("button", { name: "Delivered, cash collected" })).toBeVisible();
    expect(screen.getByText("Not paid: nothing to refund.")).toBeVisible();
  });

  it("a collected COD order", () => {
    const fact = show(COD_COLLECTED);
    expect(fact("Payment")).toBe("Paid");
    expect(fact("Collected in cash")).toBe("₹448.00");
    // No Razorpay order was ever made for it.
    expect(fact("Razorpay order")).toBeUndefined();
    expect(screen.getByText("This order is delivered: nothing more to do.")).toBeVisible();
  });

  it("a discounted order: its code and what it took off, beside the amount paid", () => {
    const discount = { code: "FESTIVE10", kind: "percent", value: 10, amount: 39_90 } as const;
    const fact = show(order("ORD-2026-1764000000000-DISC", { amount: 359_10, discount }));
    expect(fact("Discount (FESTIVE10)")).toBe("−₹39.90");
    expect(fact("Amount")).toBe("₹359.10");
  });
});

describe("the console's order page shows the stored invoice and credit notes (issue 29)", () => {
  it("shows each with its download, and the buyer's GSTIN in the address", async () => {
    const party = { name: "Asha", addressLines: ["1 MG Road"], stateCode: "29" };
    const issuedAt = new Date("2026-11-24T05:00:00Z");
    const items = [
      {
        productName: "Smart Controller",
        variantName: "Motar_Compatible",
        quantity: 1,
        lineTotal: 399_00,
      },
    ];
    const invoice = buildInvoice({
      number: "AS/26-27/000003",
      issuedAt,
      orderId: CANCELLED.orderId,
      seller: party,
      buyer: party,
      items,
    });
    const note = buildCreditNote(invoice, [], {
      number: "CN/26-27/000001",
      issuedAt,
      refundId: "rfnd_1",
      amount: 399_00,
    });
    vi.mocked(readTaxDocuments).mockResolvedValue([invoice, note]);
    vi.mocked(useAdminOrder).mockReturnValue({
      state: "ready",
      order: {
        ...CANCELLED,
        addressInfo: { ...CANCELLED.addressInfo, gstin: "29AAGCB7383J1Z4" },
        invoiceNumber: invoice.number,
        creditNoteNumbers: [note.number],
      },
    });
    render(
      <MemoryRouter initialEntries={[`/admin/orders/shopper1/${CANCELLED.orderId}`]}>
        <Routes>
          <Route path="/admin/orders/:uid/:orderId" element={<ConsoleOrderPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole("article", { name: "Credit Note" })).toHaveTextContent(
      "Against invoiceAS/26-27/000003",
    );
    expect(readTaxDocuments).toHaveBeenCalledWith([invoice.number, note.number]);
    expect(screen.getByRole("article", { name: "Tax Invoice" })).toHaveTextContent("Total₹399.00");
    expect(screen.getByRole("button", { name: "Download invoice (PDF)" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Download credit note (PDF)" })).toBeEnabled();
    expect(screen.getByText("GSTIN 29AAGCB7383J1Z4")).toBeInTheDocument();
  });
});
