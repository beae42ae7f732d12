import { act, render, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Order } from "@shop/domain";
import { orderWithFulfilmentFromData } from "../api/fulfilmentData";
import { watchOrderRestFirst } from "../api/orderLive";
import { DatabaseUnavailableError } from "../api/orders";
import { signInAs } from "../../cart/__tests__/cartTestUtils";
import OrderPage from "../OrderPage";
import { ORDER_ID, paidOrder } from "./orderPageFixtures";

vi.mock("../api/orderLive", () => ({ watchOrderRestFirst: vi.fn() }));
const watch = vi.mocked(watchOrderRestFirst);

let push: (order: Order | null) => void;
let fail: (error: unknown) => void;

function show(orderId = ORDER_ID) {
  render(
    <MemoryRouter initialEntries={[`/myOrders/${orderId}`]}>
      <Routes>
        <Route path="/myOrders/:orderId" element={<OrderPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  signInAs("asha");
  watch.mockReset().mockImplementation((_uid, _orderId, onChange, onError) => {
    push = (order) => act(() => onChange(order));
    fail = (error) => act(() => onError(error));
    return () => undefined;
  });
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

const backLink = () => screen.getByRole("link", { name: "Back to My Orders" });

describe("the order page's states", () => {
  it("watches the shopper's own order and shows loading until it arrives", () => {
    show();
    expect(watch).toHaveBeenCalledWith(
      "asha",
      ORDER_ID,
      expect.any(Function),
      expect.any(Function),
      orderWithFulfilmentFromData,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Order #0000-K7QZ" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
  });

  it("says the order is not found (none such, or another shopper's) and links back", () => {
    show();
    push(null);
    expect(screen.getByRole("heading", { name: "Order Not Found" })).toBeInTheDocument();
    expect(screen.getByText("We could not find this order in your account.")).toBeInTheDocument();
    expect(backLink()).toHaveAttribute("href", "/myOrders");
  });

  it("does not even ask for an id that is not an order id", () => {
    show("not-an-order");
    expect(watch).not.toHaveBeenCalled();
    expect(screen.getByRole("heading", { name: "Order Not Found" })).toBeInTheDocument();
  });

  it("says the database cannot be reached when Firestore does not load", () => {
    show();
    fail(new DatabaseUnavailableError("Firestore is unavailable"));
    expect(screen.getByRole("alert")).toHaveTextContent("Database connection error.");
    expect(backLink()).toBeInTheDocument();
  });

  it("says the order could not be fetched when the read fails", () => {
    show();
    fail(new Error("permission-denied"));
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to fetch order details.");
  });

  it("does not call a missing order missing while offline", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    show();
    push(null);
    expect(screen.getByRole("alert")).toHaveTextContent("Database connection error.");
    expect(screen.queryByText("Order Not Found")).toBeNull();
  });

  it("sends an unpaid order to payment", () => {
    show();
    push(paidOrder({ status: "pending", paidAt: undefined, paymentId: undefined }));
    expect(screen.getByRole("heading", { name: "Not Paid Yet" })).toBeInTheDocument();
    expect(
      screen.getByText("This order has not been paid yet, so it is not in My Orders."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Payment" })).toHaveAttribute(
      "href",
      `/payment?orderId=${ORDER_ID}`,
    );
    expect(screen.queryByRole("button", { name: "Download invoice (PDF)" })).toBeNull();
  });
});

describe("a paid order", () => {
  it("shows its items, delivery, payment reference, amounts and dates", () => {
    show();
    push(paidOrder());
    expect(screen.getByRole("heading", { level: 1, name: "Order #0000-K7QZ" })).toBeInTheDocument();
    expect(screen.getByText(`Order ID ${ORDER_ID}`)).toBeInTheDocument();
    const items = screen.getByRole("region", { name: "Items" });
    expect(within(items).getAllByRole("listitem")).toHaveLength(2);
    expect(items).toHaveTextContent("Smart ControllerMotar CompatibleQty 2Line total ₹798.00");
    expect(items).toHaveTextContent("Order Total ₹1,597.00");
    const delivery = screen.getByRole("region", { name: "Delivery" });
    expect(delivery).toHaveTextContent(
      "Asha Rao12 Lake Road, Indiranagar, BengaluruBengaluru, Karnataka, 560038",
    );
    expect(delivery).toHaveTextContent("Phone 9876543210");
    expect(delivery).toHaveTextContent("Estimated shipping: 29 November 2026");
    const payment = screen.getByRole("region", { name: "Payment" });
    expect(payment).toHaveTextContent("Placed22 November 2026 at 3:30 pm");
    expect(payment).toHaveTextContent("Paid22 November 2026 at 3:35 pm");
    expect(payment).toHaveTextContent("Amount paid₹1,597.00");
    expect(payment).toHaveTextContent("Razorpay paymentpay_Q1xyz");
    expect(payment).toHaveTextContent("Razorpay orderorder_Q1abc");
    expect(payment).not.toHaveTextContent("Refunded");
    expect(screen.getByRole("link", { name: "← My Orders" })).toHaveAttribute("href", "/myOrders");
  });

  it("follows the order live: shipped with tracking, refunds, and its history", () => {
    show();
    push(paidOrder());
    expect(screen.queryByRole("region", { name: "Order history" })).toBeNull();
    push(
      paidOrder({
        fulfilment: {
          stage: "shipped",
          shipment: { carrier: "Delhivery", trackingNumber: "1234567890" },
          updatedAt: new Date("2026-11-24T09:00:00Z"),
        },
        refunds: {
          rfnd_1: {
            refundId: "rfnd_1",
            amount: 50000,
            state: "processed",
            requestedBy: "admin-1",
            requestedAt: new Date("2026-11-24T10:00:00Z"),
          },
          rfnd_2: {
            refundId: "rfnd_2",
            amount: 10000,
            state: "failed",
            requestedBy: "admin-1",
            requestedAt: new Date("2026-11-25T10:00:00Z"),
          },
        },
        history: [
          {
            kind: "shipped",
            at: new Date("2026-11-24T09:00:00Z"),
            by: "admin-1",
            note: "Delhivery 1234567890",
          },
          { kind: "placed", at: new Date("2026-11-22T10:00:00Z"), by: "system" },
          { kind: "paid", at: new Date("2026-11-22T10:05:00Z"), by: "system" },
          {
            kind: "refund-processed",
            at: new Date("2026-11-24T11:00:00Z"),
            by: "system",
            note: "₹500.00",
          },
        ],
      }),
    );
    expect(
      screen.getByText("Shipped — Delhivery 1234567890", { selector: ".order-stage" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Refund of ₹500.00 processed")).toBeInTheDocument();
    expect(screen.getByText("Refund of ₹100.00 failed")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Payment" })).toHaveTextContent(
      "RefundsRefunded ₹500.00 of ₹1,597.00",
    );
    const timeline = within(screen.getByRole("region", { name: "Order history" }));
    expect(timeline.getAllByRole("listitem").map((entry) => entry.textContent)).toEqual([
      "Order placed22 November 2026 at 3:30 pm",
      "Paid22 November 2026 at 3:35 pm",
      "Shipped — Delhivery 123456789024 November 2026 at 2:30 pm",
      "Refund processed — ₹500.0024 November 2026 at 4:30 pm",
    ]);
  });
});

describe("a cancelled or refunded order's page (issue 25)", () => {
  const at = new Date("2026-11-24T09:00:00Z");
  const processed = (amount: number) => ({
    rfnd_1: {
      refundId: "rfnd_1",
      amount,
      state: "processed" as const,
      requestedBy: "admin-1",
      requestedAt: at,
    },
  });
  const head = () => screen.getByRole("heading", { level: 1 }).closest("header");
  const delivery = () => screen.getByRole("region", { name: "Delivery" });

  it("shows a plain paid order with the Paid badge and its shipping estimate", () => {
    show();
    push(paidOrder());
    expect(head()).toHaveTextContent(/^Order #0000-K7QZPaid$/);
    expect(delivery()).toHaveTextContent("Estimated shipping: 29 November 2026");
  });

  it("shows a cancelled order refunded in full as such, and no shipping estimate", () => {
    show();
    push(
      paidOrder({ fulfilment: { stage: "cancelled", updatedAt: at }, refunds: processed(159700) }),
    );
    expect(head()).toHaveTextContent(/^Order #0000-K7QZCancelled$/);
    expect(
      screen.getByText("Refunded in full", { selector: ".order-refunded" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Payment" })).toHaveTextContent(
      "RefundsRefunded in full",
    );
    expect(delivery()).not.toHaveTextContent("Estimated shipping");
    expect(screen.queryByText(/Estimated shipping/)).toBeNull();
  });

  it("shows a partly refunded order's refund, still expecting it to ship", () => {
    show();
    push(paidOrder({ fulfilment: { stage: "packed", updatedAt: at }, refunds: processed(15000) }));
    expect(head()).toHaveTextContent(/^Order #0000-K7QZPaid$/);
    expect(
      screen.getByText("Refunded ₹150.00 of ₹1,597.00", { selector: ".order-refunded" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Packed", { selector: ".order-stage" })).toBeInTheDocument();
    expect(delivery()).toHaveTextContent("Estimated shipping: 29 November 2026");
  });

  it("shows no shipping estimate once the order is delivered", () => {
    show();
    push(paidOrder({ fulfilment: { stage: "delivered", updatedAt: at } }));
    expect(screen.getByText("Delivered", { selector: ".order-stage" })).toBeInTheDocument();
    expect(screen.queryByText(/Estimated shipping/)).toBeNull();
  });
});
