import { act, renderHook } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callableTimeLimit } from "../../../lib/callableContracts";
import { neverAnswers } from "../../../testing/timeLimits";
import { usePlaceOrder } from "../hooks/usePlaceOrder";
import { useCartStore } from "../cartStore";
import { CART_MESSAGES } from "../cartMessages";
import { MOTAR, SMART, resetToasts, signInAs, toasts } from "./cartTestUtils";
import { cartOf } from "./harness";

const { invokeCallable } = vi.hoisted(() => ({ invokeCallable: vi.fn() }));
vi.mock("../../../lib/callableTransport", () => ({ invokeCallable }));
vi.mock("../../../lib/firebase", () => ({ getAuthClient: vi.fn() }));

let calledAt = 0;
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  window.localStorage.clear();
  resetToasts();
  invokeCallable.mockReset();
  invokeCallable.mockImplementation(() => {
    calledAt = Date.now();
    return neverAnswers();
  });
  signInAs("asha");
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe("placing an order that the server never answers", () => {
  it.each([
    ["Proceed to Payment", CART_MESSAGES.orderFailed],
    ["Buy Now", CART_MESSAGES.buyNowFailed],
  ])(
    "%s ends in its failure message after the time limit and keeps the cart",
    async (action, failed) => {
      cartOf([SMART, MOTAR, 2]);
      const { result } = renderHook(() => usePlaceOrder(), { wrapper: MemoryRouter });
      let placing: Promise<void> | undefined;
      act(() => {
        placing =
          action === "Buy Now"
            ? result.current.buyNow(SMART, MOTAR)
            : result.current.placeCartOrder();
      });
      // The call starts once the callables client (a chunk of its own) has loaded.
      await vi.waitFor(() => expect(invokeCallable).toHaveBeenCalled());
      const waited = Date.now() - calledAt;
      await act(() => vi.advanceTimersByTimeAsync(callableTimeLimit("placeOrder") - 1 - waited));
      expect(result.current.placing).toBe(true);
      expect(toasts()).toEqual([]);
      await act(() => vi.advanceTimersByTimeAsync(1));
      await act(() => placing);
      expect(toasts()).toEqual([["error", failed]]);
      expect(result.current.placing).toBe(false);
      // No second try after the limit: the server may still be working on the first.
      expect(invokeCallable).toHaveBeenCalledTimes(1);
      expect(useCartStore.getState().lines).toEqual([
        expect.objectContaining({ productId: SMART, variantKey: MOTAR, quantity: 2 }),
      ]);
    },
  );
});
