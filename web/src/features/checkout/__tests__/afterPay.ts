import { screen, waitFor } from "@testing-library/react";
import { beforeEach, expect, vi } from "vitest";
import { useCartStore } from "../../cart/cartStore";
import { cartOf } from "../../cart/__tests__/harness";
import {
  MOTAR,
  SEMI,
  SMART,
  STARTER,
  resetToasts,
  toasts,
} from "../../cart/__tests__/cartTestUtils";
import { navigations } from "./checkoutHarness";
import { answers, call, installFakeRazorpay } from "./paymentCalls";

/** What /payment says once the widget reports a payment (the checkoutAfterPay* suites). */
export const SUCCEEDED = "Payment successful! Your order has been placed.";
export const CONFIRMING =
  "Payment received. We are confirming it with your bank; this page updates by itself.";
export const UPDATE_FAILED = "Payment successful, but order update failed! Please contact support.";

export const successToasts = () => toasts().filter(([, message]) => message === SUCCEEDED);
export const lines = () => useCartStore.getState().lines;
let clearStorage: ReturnType<typeof vi.spyOn>;
/** The spy on the cart's persisted copy being removed, made afresh for each test. */
export const clearStorageSpy = () => clearStorage;

/** Each test: a two-line cart, no toasts, fresh answers and widget, the cart's storage watched. */
export function setUpAfterPay(): void {
  beforeEach(() => {
    window.localStorage.clear();
    cartOf([SMART, MOTAR, 2], [SEMI, STARTER, 1]);
    resetToasts();
    call.mockReset();
    answers();
    installFakeRazorpay();
    clearStorage = vi.spyOn(useCartStore.persist, "clearStorage");
    vi.spyOn(console, "error").mockImplementation(() => undefined);
  });
}

/** The page went to My Orders exactly once, told the shopper once and emptied the paid-for cart once. */
export async function expectFinishedOnce() {
  await waitFor(() => expect(navigations.map((n) => n.pathname)).toEqual(["/myOrders"]));
  expect(successToasts()).toEqual([["success", SUCCEEDED]]);
  expect(lines()).toEqual([]);
  expect(clearStorage).toHaveBeenCalledTimes(1);
}

export function expectConfirmingNotice() {
  expect(screen.getByRole("heading", { name: "Confirming Your Payment" })).toBeInTheDocument();
  expect(screen.getByRole("status")).toHaveTextContent(CONFIRMING);
  // No pay button: the money is taken, a second payment must not start.
  expect(screen.queryByRole("button")).toBeNull();
  expect(screen.queryByRole("region", { name: "Order Summary" })).toBeNull();
}
