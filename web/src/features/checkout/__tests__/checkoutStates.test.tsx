import { EMPTY_ADDRESS } from "@shop/domain";
import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DatabaseUnavailableError } from "../../orders";
import { resetToasts, signInAs, toasts } from "../../cart/__tests__/cartTestUtils";
import { ORDER_ID, UID, payButton, pendingOrder, showCheckout } from "./checkoutHarness";
import { live, watchOrder } from "./liveOrder";

vi.mock("../../orders/api/orders", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  watchOrder: (await import("./liveOrder")).watchOrder,
}));
vi.mock("../api/deliveryAddress", () => ({
  readProfileAddress: vi.fn().mockResolvedValue({ name: "", phone: "", address: "", pincode: "" }),
  saveProfileAddress: vi.fn(),
}));
vi.mock("../../../lib/callableTransport", () => ({ invokeCallable: vi.fn() }));
vi.mock("../../../lib/firebase", () => ({ getAuthClient: vi.fn() }));

beforeEach(() => {
  signInAs(UID);
  resetToasts();
  watchOrder.mockClear();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => vi.useRealTimers());

describe("/payment without an order to pay", () => {
  it("says 'No order ID found…' and goes back to /cart after 3 s", () => {
    vi.useFakeTimers();
    showCheckout("");
    expect(screen.getByRole("heading", { name: "No Order Found" })).toBeInTheDocument();
    expect(screen.getByText("No order ID found. Please go back to your cart.")).toBeInTheDocument();
    expect(toasts()).toEqual([["error", "No order ID found. Please go back to your cart."]]);
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.queryByTestId("location")).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByTestId("location")).toHaveTextContent("/cart");
    expect(watchOrder).not.toHaveBeenCalled();
  });

  it("shows 'No Order Found' with Go to Products for an id that is not an order id, reading nothing", () => {
    showCheckout("?orderId=../../ContactMessages/x");
    expect(screen.getByRole("heading", { name: "No Order Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Products" })).toHaveAttribute(
      "href",
      "/products",
    );
    expect(watchOrder).not.toHaveBeenCalled();
  });

  it("loads the shopper's own order live, then says 'No Order Found' when there is none", () => {
    showCheckout();
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
    expect(watchOrder).toHaveBeenCalledWith(
      UID,
      ORDER_ID,
      expect.any(Function),
      expect.any(Function),
    );
    live.push(null);
    expect(screen.getByRole("heading", { name: "No Order Found" })).toBeInTheDocument();
  });

  it.each([
    ["a refused or failed read", new Error("permission-denied"), "Failed to fetch order details."],
    ["no database", new DatabaseUnavailableError("offline"), "Database connection error."],
  ])("shows 'Error' with Go Back to Cart after %s", (_case, error, message) => {
    showCheckout();
    live.fail(error);
    expect(screen.getByRole("heading", { name: "Error" })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go Back to Cart" })).toHaveAttribute("href", "/cart");
    expect(toasts()).toEqual([["error", message]]);
  });
});

describe("/payment with a pending order", () => {
  it("shows the summary of spec §2: item count, lines, Grand Total and the amount on the button", async () => {
    showCheckout();
    live.push(pendingOrder());
    expect(screen.getByRole("heading", { name: "Checkout" })).toBeInTheDocument();
    expect(screen.getByText("#0000-K7QZ")).toBeInTheDocument();
    expect(screen.getByText("3 items")).toBeInTheDocument();
    const lines = within(screen.getByRole("list", { name: "Items in this order" })).getAllByRole(
      "listitem",
    );
    expect(lines.map((line) => line.textContent)).toEqual([
      "Smart ControllerMotar CompatibleQty 2Line total ₹798.00",
      "Semi AutomaticStarter CompatibleQty 1Line total ₹799.00",
    ]);
    expect(screen.getByText("Grand Total").nextSibling).toHaveTextContent("₹1,597.00");
    expect(payButton()).toHaveAccessibleName("Proceed to Payment ₹1,597.00");
    expect(await screen.findByText("Please add delivery address")).toBeInTheDocument();
    // docs/product.md §5: no name to deliver to, no payment.
    expect(payButton()).toBeDisabled();
  });

  it("keeps the pay button disabled for an order with no items", () => {
    showCheckout();
    live.push(
      pendingOrder({
        items: [],
        addressInfo: { ...EMPTY_ADDRESS, name: "Asha" },
      }),
    );
    expect(payButton()).toBeDisabled();
  });

  it("turns into 'Order Paid' the moment the order is paid elsewhere, with no way to pay twice", () => {
    showCheckout();
    live.push(pendingOrder());
    expect(payButton()).toBeInTheDocument();
    live.push(pendingOrder({ status: "paid", paidAt: new Date() }));
    expect(screen.getByRole("heading", { name: "Order Paid" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View My Orders" })).toHaveAttribute(
      "href",
      "/myOrders",
    );
    expect(screen.queryByRole("button", { name: /^Proceed to Payment/ })).toBeNull();
  });
});

describe("/payment for an order that may no longer be paid (issue 25)", () => {
  it.each([
    [
      "superseded by a newer order from the same cart",
      pendingOrder({ closed: { reason: "superseded", at: new Date() } }),
      "A newer order replaced this one, so it can no longer be paid. Go back to your cart to pay for your items.",
    ],
    [
      "left unpaid for a day",
      pendingOrder({ createdAt: new Date(Date.now() - 24 * 60 * 60_000 - 1000) }),
      "This order was not paid within 24 hours and has expired. Go back to your cart to order again.",
    ],
    [
      "cancelled by the shop",
      pendingOrder({ closed: { reason: "cancelled", at: new Date() } }),
      "This order was cancelled and can no longer be paid. Go back to your cart to order again.",
    ],
  ])(
    "shows 'Error' with Go Back to Cart and no pay button for an order %s",
    (_why, order, text) => {
      showCheckout();
      live.push(order);
      expect(screen.getByRole("heading", { name: "Error" })).toBeInTheDocument();
      expect(screen.getByText(text)).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Go Back to Cart" })).toHaveAttribute(
        "href",
        "/cart",
      );
      expect(screen.queryByRole("button", { name: /^Proceed to Payment/ })).toBeNull();
    },
  );

  it("closes the open checkout the moment a newer order from the cart supersedes it", () => {
    showCheckout();
    live.push(pendingOrder());
    expect(payButton()).toBeInTheDocument();
    live.push(pendingOrder({ closed: { reason: "superseded", at: new Date() } }));
    expect(screen.getByRole("heading", { name: "Error" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Proceed to Payment/ })).toBeNull();
  });
});
