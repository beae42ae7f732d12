import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { DISCOUNT_MESSAGES, type Order } from "@shop/domain";
import { functionsError } from "../../cart/__tests__/harness";
import { resetToasts, signInAs, toasts } from "../../cart/__tests__/cartTestUtils";
import {
  ADDRESS,
  ORDER_ID,
  UID,
  navigations,
  payButton,
  pendingOrder,
  showCheckout,
} from "./checkoutHarness";
import { live, watchOrder } from "./liveOrder";
import { answers, call, installFakeRazorpay } from "./paymentCalls";

vi.mock("../../orders/api/orders", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  watchOrder: (await import("./liveOrder")).watchOrder,
}));
vi.mock("../api/deliveryAddress", () => ({
  readProfileAddress: vi.fn(),
  saveProfileAddress: vi.fn(),
}));
vi.mock("../../../lib/callableTransport", () => ({ invokeCallable: vi.fn() }));
vi.mock("../../../lib/firebase", () => ({ getAuthClient: vi.fn() }));

const NEW_ORDER_ID = "ORD-2026-1767225700000-M4XP";
const ITEMS = [
  { productId: "semiAutomatic-1", variantKey: "Motar_Compatible", quantity: 2 },
  { productId: "SemiAutomatic-2", variantKey: "Starter_Compatible", quantity: 1 },
];
const FESTIVE: Order["discount"] = { code: "FESTIVE10", kind: "percent", value: 10, amount: 15970 };
const summary = () => within(screen.getByRole("region", { name: "Order Summary" }));

beforeEach(() => {
  window.localStorage.clear();
  signInAs(UID);
  resetToasts();
  call.mockReset();
  answers();
  installFakeRazorpay();
  watchOrder.mockClear();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

describe("the discount at checkout", () => {
  it("shows the order's discount line above the total it was taken from", () => {
    showCheckout();
    live.push(pendingOrder({ addressInfo: ADDRESS, discount: FESTIVE, amount: 143730 }));
    const line = summary().getByText("Discount (FESTIVE10)");
    expect(line.nextElementSibling).toHaveTextContent("−₹159.70");
    expect(summary().getByText("Grand Total").nextElementSibling).toHaveTextContent("₹1,437.30");
    expect(line.compareDocumentPosition(summary().getByText("Grand Total"))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(summary().getByRole("status")).toHaveTextContent("Code FESTIVE10 applied: ₹159.70 off.");
    expect(payButton()).toHaveTextContent("Proceed to Payment ₹1,437.30");
  });

  it("applies a code to a Buy Now order: placed again with its lines and source, then the new order", async () => {
    call.mockResolvedValueOnce({ orderId: NEW_ORDER_ID, amount: 143730 });
    const user = showCheckout();
    live.push(pendingOrder({ addressInfo: ADDRESS, source: "buyNow" }));
    await user.click(summary().getByText("Discount code"));
    await user.type(summary().getByLabelText("Discount code"), "festive10");
    await user.click(summary().getByRole("button", { name: "Apply" }));
    await waitFor(() =>
      expect(watchOrder).toHaveBeenLastCalledWith(
        UID,
        NEW_ORDER_ID,
        expect.any(Function),
        expect.any(Function),
      ),
    );
    expect(call).toHaveBeenCalledExactlyOnceWith("placeOrder", {
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
      items: ITEMS,
      source: "buyNow",
      discountCode: "FESTIVE10",
    });
    expect(navigations).toEqual([{ pathname: "/payment", state: null }]);
  });

  it("shows a refusal in the server's words next to the field, staying on the order", async () => {
    const below = DISCOUNT_MESSAGES.belowMinimum(200000);
    call.mockRejectedValueOnce(functionsError("failed-precondition", below));
    const user = showCheckout();
    live.push(pendingOrder({ addressInfo: ADDRESS, source: "cart" }));
    await user.click(summary().getByText("Discount code"));
    await user.type(summary().getByLabelText("Discount code"), "BIGSPEND");
    await user.click(summary().getByRole("button", { name: "Apply" }));
    expect(await summary().findByText(below)).toHaveAttribute("aria-live", "polite");
    expect(navigations).toEqual([]);
    expect(toasts()).toEqual([]);
    expect(watchOrder).toHaveBeenLastCalledWith(
      UID,
      ORDER_ID,
      expect.any(Function),
      expect.any(Function),
    );
  });

  it("Remove places the order again without the code", async () => {
    call.mockResolvedValueOnce({ orderId: NEW_ORDER_ID, amount: 159700 });
    const user = showCheckout();
    live.push(
      pendingOrder({ addressInfo: ADDRESS, source: "cart", discount: FESTIVE, amount: 143730 }),
    );
    await user.click(summary().getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(navigations).toHaveLength(1));
    expect(call).toHaveBeenCalledExactlyOnceWith("placeOrder", {
      requestId: expect.any(String),
      items: ITEMS,
      source: "cart",
    });
  });

  it.each([DISCOUNT_MESSAGES.usedUp, DISCOUNT_MESSAGES.usedByYou])(
    "says why startPayment refuses the code: %s",
    async (message) => {
      answers({
        startPayment: () => Promise.reject(functionsError("failed-precondition", message)),
      });
      const user = showCheckout();
      live.push(pendingOrder({ addressInfo: ADDRESS, discount: FESTIVE, amount: 143730 }));
      await user.click(payButton());
      await waitFor(() => expect(toasts()).toContainEqual(["error", message]));
      // The code can be taken off right there.
      expect(summary().getByRole("button", { name: "Remove" })).toBeEnabled();
    },
  );
});
