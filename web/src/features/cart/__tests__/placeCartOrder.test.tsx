import { act, renderHook, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { usePlaceOrder } from "../hooks/usePlaceOrder";
import { useCartStore } from "../cartStore";
import {
  MOTAR,
  SEMI,
  SMART,
  STARTER,
  resetToasts,
  signInAs,
  signOut,
  toasts,
} from "./cartTestUtils";
import { ORDER_ID, cartOf, functionsError, location, showCart } from "./harness";

const { invokeCallable } = vi.hoisted(() => ({ invokeCallable: vi.fn() }));
vi.mock("../../../lib/callableTransport", () => ({ invokeCallable }));
vi.mock("../../../lib/firebase", () => ({ getAuthClient: vi.fn() }));

const lines = () => useCartStore.getState().lines;

beforeEach(() => {
  signOut();
  window.localStorage.clear();
  resetToasts();
  invokeCallable.mockReset();
});

describe("Proceed to Payment", () => {
  it("places the order with ids and quantities only, then goes to /payment, keeping the cart", async () => {
    cartOf([SMART, MOTAR, 2], [SEMI, STARTER, 1]);
    invokeCallable.mockResolvedValue({ orderId: ORDER_ID, amount: 159700 });
    const user = showCart();
    await user.click(screen.getByRole("button", { name: "Proceed to Payment" }));
    // The callables client loads on first use (api/placeOrder.ts): the call follows it.
    expect(await location()).toBe(`/payment?orderId=${ORDER_ID}`);
    expect(invokeCallable).toHaveBeenCalledExactlyOnceWith("placeOrder", {
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
      items: [
        { productId: SMART, variantKey: MOTAR, quantity: 2 },
        { productId: SEMI, variantKey: STARTER, quantity: 1 },
      ],
      source: "cart",
    });
    expect(toasts()).toEqual([["success", "Order created. Redirecting to payment..."]]);
    expect(lines()).toHaveLength(2);
  });

  it("creates one order for a double click, the button disabled while it runs", async () => {
    cartOf([SMART, MOTAR, 1]);
    let answer!: (value: unknown) => void;
    invokeCallable.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = showCart();
    const proceed = screen.getByRole("button", { name: "Proceed to Payment" });
    await user.dblClick(proceed);
    expect(proceed).toBeDisabled();
    expect(screen.getByRole("button", { name: "Clear Cart" })).toBeDisabled();
    await waitFor(() => expect(invokeCallable).toHaveBeenCalled());
    await act(async () => answer({ orderId: ORDER_ID, amount: 39900 }));
    expect(invokeCallable).toHaveBeenCalledTimes(1);
    expect(await location()).toBe(`/payment?orderId=${ORDER_ID}`);
  });

  it("retries a lost answer once with the same request id, and a new tap gets a new one", async () => {
    cartOf([SMART, MOTAR, 1]);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    invokeCallable
      .mockRejectedValueOnce(functionsError("deadline-exceeded", "deadline-exceeded"))
      .mockResolvedValueOnce({ orderId: ORDER_ID, amount: 39900 });
    const user = showCart();
    await user.click(screen.getByRole("button", { name: "Proceed to Payment" }));
    expect(await location()).toBe(`/payment?orderId=${ORDER_ID}`);
    const [first, retry] = invokeCallable.mock.calls.map(
      ([, data]) => data as { requestId: string },
    );
    expect(invokeCallable).toHaveBeenCalledTimes(2);
    expect(retry?.requestId).toBe(first?.requestId);
    expect(toasts()).toEqual([["success", "Order created. Redirecting to payment..."]]);

    vi.spyOn(console, "error").mockImplementation(() => undefined);
    invokeCallable.mockRejectedValueOnce(functionsError("internal", "INTERNAL"));
    showCart();
    await user.click(screen.getAllByRole("button", { name: "Proceed to Payment" }).at(-1)!);
    await waitFor(() => expect(invokeCallable).toHaveBeenCalledTimes(3));
    const next = invokeCallable.mock.calls[2]?.[1] as { requestId: string };
    expect(next.requestId).not.toBe(first?.requestId);
    // That third call is refused: let it finish before the next test.
    await waitFor(() =>
      expect(screen.getAllByRole("button", { name: "Proceed to Payment" }).at(-1)).toBeEnabled(),
    );
  });

  it("says 'Failed to create order. Please try again.' on failure, keeping the cart and the page", async () => {
    cartOf([SMART, MOTAR, 1]);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    invokeCallable.mockRejectedValue(functionsError("internal", "INTERNAL"));
    const user = showCart();
    await user.click(screen.getByRole("button", { name: "Proceed to Payment" }));
    await waitFor(() =>
      expect(toasts()).toEqual([["error", "Failed to create order. Please try again."]]),
    );
    expect(lines()).toEqual([{ productId: SMART, variantKey: MOTAR, quantity: 1 }]);
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Proceed to Payment" })).toBeEnabled(),
    );
    expect(screen.queryByTestId("location")).toBeNull();
  });

  it("shows 'too many unpaid orders' as the server says it, without a retry", async () => {
    cartOf([SMART, MOTAR, 1]);
    invokeCallable.mockRejectedValue(
      functionsError(
        "resource-exhausted",
        "You have too many unpaid orders right now. Please pay for one of them or try again tomorrow.",
      ),
    );
    const user = showCart();
    await user.click(screen.getByRole("button", { name: "Proceed to Payment" }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        [
          "error",
          "You have too many unpaid orders right now. Please pay for one of them or try again tomorrow.",
        ],
      ]),
    );
    expect(invokeCallable).toHaveBeenCalledTimes(1);
    expect(lines()).toHaveLength(1);
  });

  it("shows the server's words when the shopper can act on them", async () => {
    cartOf([SMART, MOTAR, 1]);
    invokeCallable.mockRejectedValue(
      functionsError("failed-precondition", "Your email is not verified yet."),
    );
    const user = showCart();
    await user.click(screen.getByRole("button", { name: "Proceed to Payment" }));
    await waitFor(() => expect(toasts()).toEqual([["error", "Your email is not verified yet."]]));
  });
});

describe("placing an order from the cart, guarded", () => {
  const placeCartOrder = () =>
    renderHook(() => usePlaceOrder(), { wrapper: MemoryRouter }).result.current.placeCartOrder();

  it("asks a signed-out visitor to log in", async () => {
    await placeCartOrder();
    expect(toasts()).toEqual([["error", "Please login to place an order."]]);
    expect(invokeCallable).not.toHaveBeenCalled();
  });

  it("warns about an empty cart", async () => {
    signInAs("asha");
    await placeCartOrder();
    expect(toasts()).toEqual([["warning", "Your cart is empty!"]]);
    expect(invokeCallable).not.toHaveBeenCalled();
  });
});
