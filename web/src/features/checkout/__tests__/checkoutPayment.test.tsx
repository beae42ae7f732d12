import { act, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useCartStore } from "../../cart/cartStore";
import { cartOf, functionsError } from "../../cart/__tests__/harness";
import {
  MOTAR,
  SEMI,
  SMART,
  STARTER,
  resetToasts,
  toasts,
} from "../../cart/__tests__/cartTestUtils";
import { ADDRESS, ORDER_ID, payButton, pendingOrder, showCheckout } from "./checkoutHarness";
import { FakeRazorpay } from "./fakeRazorpay";
import { live } from "./liveOrder";
import { SESSION, SIGNED, answers, call, installFakeRazorpay, startPaying } from "./paymentCalls";

const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a few minutes and try again.";

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

beforeEach(() => {
  window.localStorage.clear();
  cartOf([SMART, MOTAR, 2], [SEMI, STARTER, 1]);
  resetToasts();
  call.mockReset();
  answers();
  installFakeRazorpay();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

describe("Proceed to Payment", () => {
  it("sends the order id and address (never an amount) and opens the widget with what the server stored", async () => {
    await startPaying();
    expect(call).toHaveBeenCalledExactlyOnceWith("startPayment", {
      orderId: ORDER_ID,
      address: ADDRESS,
    });
    expect(FakeRazorpay.last().options).toMatchObject({
      key: "rzp_test_localemulator",
      order_id: "order_Q1",
      amount: 159700,
      currency: "INR",
      name: "AquaSense",
      description: `Payment for Order #${ORDER_ID}`,
      receipt: ORDER_ID,
      prefill: SESSION.prefill,
      theme: { color: "#0b6e99" },
    });
    expect(toasts()).toEqual([["info", "Saving address and initiating payment..."]]);
    expect(payButton()).toBeDisabled();
    expect(payButton()).toHaveTextContent("Processing payment…");
  });

  it("confirms a payment, clears the cart it paid for and goes to /myOrders", async () => {
    await startPaying();
    await act(async () => FakeRazorpay.last().pay(SIGNED));
    expect(call).toHaveBeenLastCalledWith("confirmPayment", { orderId: ORDER_ID, ...SIGNED });
    expect(await screen.findByTestId("location")).toHaveTextContent("/myOrders");
    expect(toasts()).toContainEqual(["success", "Payment successful! Your order has been placed."]);
    expect(useCartStore.getState().lines).toEqual([]);
  });

  it("keeps a cart that is not what was paid for (a Buy Now order)", async () => {
    useCartStore.getState().updateQuantity(SMART, MOTAR, 5);
    await startPaying();
    await act(async () => FakeRazorpay.last().pay(SIGNED));
    expect(await screen.findByTestId("location")).toHaveTextContent("/myOrders");
    expect(useCartStore.getState().lines).toHaveLength(2);
  });

  it("says 'Payment cancelled by user' when the widget is closed, and lets the shopper try again", async () => {
    await startPaying();
    act(() => FakeRazorpay.last().dismiss());
    expect(toasts()).toContainEqual(["info", "Payment cancelled by user"]);
    expect(payButton()).toBeEnabled();
    expect(call).not.toHaveBeenCalledWith("confirmPayment", expect.anything());
  });

  it("shows the provider's description on a failure; the widget stays open for another try", async () => {
    await startPaying();
    act(() => FakeRazorpay.last().fail("Your card was declined by the bank."));
    expect(toasts()).toContainEqual([
      "error",
      "Payment failed: Your card was declined by the bank.",
    ]);
    expect(payButton()).toBeDisabled();
  });

  it("starts one payment for a double click", async () => {
    const user = showCheckout();
    live.push(pendingOrder({ addressInfo: ADDRESS }));
    await user.dblClick(payButton());
    await waitFor(() => expect(FakeRazorpay.opened).toHaveLength(1));
    expect(call).toHaveBeenCalledTimes(1);
  });

  it("says 'Payment successful, but order update failed!…' when the server cannot confirm", async () => {
    answers({ confirmPayment: () => Promise.reject(functionsError("internal", "INTERNAL")) });
    await startPaying();
    await act(async () => FakeRazorpay.last().pay(SIGNED));
    expect(toasts()).toContainEqual([
      "error",
      "Payment successful, but order update failed! Please contact support.",
    ]);
    expect(screen.queryByTestId("location")).toBeNull();
    expect(useCartStore.getState().lines).toHaveLength(2);
  });

  it.each([
    ["failed-precondition", "Order not found or already paid.", "Order not found or already paid."],
    ["resource-exhausted", TOO_MANY_ATTEMPTS, TOO_MANY_ATTEMPTS],
    ["internal", "INTERNAL", "Could not start payment. Please try again."],
    // Not a refusal startPayment's contract declares: its words are not the shopper's.
    [
      "permission-denied",
      "Missing or insufficient permissions.",
      "Could not start payment. Please try again.",
    ],
  ])(
    "answers a %s refusal of startPayment (%s) with the right words",
    async (code, message, shown) => {
      answers({ startPayment: () => Promise.reject(functionsError(code, message)) });
      const user = showCheckout();
      live.push(pendingOrder({ addressInfo: ADDRESS }));
      await user.click(payButton());
      await waitFor(() => expect(toasts()).toContainEqual(["error", shown]));
      expect(FakeRazorpay.opened).toEqual([]);
      expect(payButton()).toBeEnabled();
    },
  );

  it("opens no widget when startPayment answers without a Razorpay order", async () => {
    answers({ startPayment: () => Promise.resolve({ ...SESSION, razorpayOrderId: undefined }) });
    const user = showCheckout();
    live.push(pendingOrder({ addressInfo: ADDRESS }));
    await user.click(payButton());
    await waitFor(() =>
      expect(toasts()).toContainEqual(["error", "Could not start payment. Please try again."]),
    );
    expect(FakeRazorpay.opened).toEqual([]);
    expect(payButton()).toBeEnabled();
  });

  it("opens the address form instead of paying when the address is incomplete", async () => {
    const user = showCheckout();
    live.push(pendingOrder({ addressInfo: { ...ADDRESS, pincode: "" } }));
    await user.click(payButton());
    expect(toasts()).toEqual([["error", "Please fill in all delivery address details."]]);
    expect(screen.getByRole("heading", { name: "ADD/EDIT ADDRESS" })).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });
});
