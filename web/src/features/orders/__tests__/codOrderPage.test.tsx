import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { COD_MESSAGES, type Order } from "@shop/domain";
import { cancelCodOrder } from "../api/codOrder";
import { watchOrderRestFirst } from "../api/orderLive";
import { signInAs } from "../../cart/__tests__/cartTestUtils";
import OrderPage from "../OrderPage";
import { ORDER_ID, paidOrder } from "./orderPageFixtures";

vi.mock("../api/orderLive", () => ({ watchOrderRestFirst: vi.fn() }));
vi.mock("../api/codOrder", () => ({ cancelCodOrder: vi.fn() }));
const cancel = vi.mocked(cancelCodOrder);

/** asha's order placed for cash on delivery (docs/cod.md): ₹1,597.00 of goods and the ₹49.00 fee. */
function codOrder(change: Partial<Order> = {}): Order {
  const { paidAt, paymentId, razorpayOrderId, ...placed } = paidOrder();
  void [paidAt, paymentId, razorpayOrderId];
  return { ...placed, status: "cod", paymentMethod: "cod", codFee: 4900, ...change };
}

function show(order: Order) {
  let push: (next: Order) => void = () => undefined;
  vi.mocked(watchOrderRestFirst).mockImplementation((_uid, _id, onChange) => {
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
  return push;
}

const payment = () => screen.getByRole("region", { name: "Payment" });

beforeEach(() => {
  signInAs("asha");
  cancel.mockReset();
});

describe("a cash on delivery order's page", () => {
  it("shows the method and fee, no Razorpay references, and offers to pay online now", () => {
    show(codOrder());
    expect(screen.getByRole("heading", { level: 1, name: "Order #0000-K7QZ" })).toBeInTheDocument();
    // orderStatus()'s badge and the amount to keep ready, the fee included.
    expect(screen.getByText("Cash on delivery", { selector: ".order-card-badge" })).toBeVisible();
    expect(screen.getByText("Cash on delivery: pay ₹1,646.00 on delivery")).toBeInTheDocument();
    const terms = within(payment())
      .getAllByRole("term")
      .map((term) => term.textContent);
    const values = within(payment())
      .getAllByRole("definition")
      .map((value) => value.textContent);
    expect(terms).toEqual(["Placed", "Payment method", "Cash on delivery fee"]);
    expect(values.slice(1)).toEqual(["Cash on delivery", "₹49.00"]);
    expect(payment()).not.toHaveTextContent("Amount paid");
    expect(payment()).not.toHaveTextContent("Razorpay");
    expect(screen.getByRole("link", { name: "Pay online now" })).toHaveAttribute(
      "href",
      `/payment?orderId=${ORDER_ID}`,
    );
  });

  it("cancels only once the shopper confirms, and the live order then shows no actions", async () => {
    cancel.mockResolvedValue(undefined);
    const push = show(codOrder());
    await userEvent.click(screen.getByRole("button", { name: "Cancel order" }));
    expect(cancel).not.toHaveBeenCalled();
    expect(screen.getByText("Cancel this order? It will not be delivered.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Keep order" }));
    expect(screen.queryByText("Cancel this order? It will not be delivered.")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Cancel order" }));
    await userEvent.click(screen.getByRole("button", { name: "Yes, cancel order" }));
    expect(cancel).toHaveBeenCalledExactlyOnceWith(ORDER_ID);
    push(codOrder({ closed: { reason: "cancelled", at: new Date() } }));
    expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Pay online now" })).toBeNull();
    expect(screen.queryByText(/Cash on delivery: pay/)).toBeNull();
    expect(screen.getByText("Cancelled", { selector: ".order-card-badge" })).toBeVisible();
  });

  it("shows a refused cancel in the server's words and keeps the order open", async () => {
    cancel.mockRejectedValue(new Error(COD_MESSAGES.notCancellable));
    show(codOrder());
    await userEvent.click(screen.getByRole("button", { name: "Cancel order" }));
    await userEvent.click(screen.getByRole("button", { name: "Yes, cancel order" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(COD_MESSAGES.notCancellable);
    expect(screen.getByRole("button", { name: "Yes, cancel order" })).toBeEnabled();
  });

  it("once shipped may still be paid online, no longer cancelled", () => {
    const shipment = { carrier: "Delhivery", trackingNumber: "123" };
    show(codOrder({ fulfilment: { stage: "shipped", shipment, updatedAt: new Date() } }));
    expect(screen.getByRole("link", { name: "Pay online now" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull();
  });

  it("collected in cash reads paid with the fee included", () => {
    show(codOrder({ status: "paid", paidAt: new Date("2026-11-25T10:00:00Z") }));
    expect(payment()).toHaveTextContent("Amount paid₹1,646.00");
    expect(screen.queryByRole("link", { name: "Pay online now" })).toBeNull();
  });
});
