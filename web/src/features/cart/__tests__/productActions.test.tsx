import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { VariantKey } from "@shop/domain";
import { useProductActions } from "../../products/useProductActions";
import { useSession } from "../../auth/session";
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
import { ORDER_ID, functionsError, location, renderAt } from "./harness";

const { invokeCallable } = vi.hoisted(() => ({ invokeCallable: vi.fn() }));
vi.mock("../../../lib/callableTransport", () => ({ invokeCallable }));
vi.mock("../../../lib/firebase", () => ({ getAuthClient: vi.fn() }));

/** The buttons a product card has, wired the way ProductCard wires them (3 as its stepper's choice). */
function Buttons({ productId, variantKey }: { productId: string; variantKey: VariantKey }) {
  const { addToCart, buyNow, busy } = useProductActions();
  return (
    <>
      <button type="button" onClick={() => addToCart(productId, variantKey)}>
        Add to Cart
      </button>
      <button type="button" onClick={() => addToCart(productId, variantKey, 3)}>
        Add 3 to Cart
      </button>
      <button type="button" disabled={busy} onClick={() => void buyNow(productId, variantKey)}>
        Buy Now
      </button>
    </>
  );
}

function showCard(productId: string = SEMI, variantKey: VariantKey = STARTER) {
  renderAt("/products", <Buttons productId={productId} variantKey={variantKey} />);
  return userEvent.setup();
}

const lines = () => useCartStore.getState().lines;

beforeEach(() => {
  signOut();
  window.localStorage.clear();
  resetToasts();
  invokeCallable.mockReset();
});

describe("Add to Cart", () => {
  it("asks a signed-out visitor to log in and adds nothing", async () => {
    const user = showCard();
    await user.click(screen.getByRole("button", { name: "Add to Cart" }));
    expect(toasts()).toEqual([["error", "You must be logged in to add items to the cart."]]);
    expect(lines()).toEqual([]);
  });

  it("adds the selected variant to the signed-in shopper's cart", async () => {
    signInAs("asha");
    const user = showCard(SMART, STARTER);
    await user.click(screen.getByRole("button", { name: "Add to Cart" }));
    expect(lines()).toEqual([{ productId: SMART, variantKey: STARTER, quantity: 1 }]);
    expect(toasts()).toEqual([["success", "Smart Controller (Starter Compatible) added to cart!"]]);
  });

  it("adds the stepper's quantity, and refuses one past 99 a line with the cart's message", async () => {
    signInAs("asha");
    const user = showCard(SMART, STARTER);
    await user.click(screen.getByRole("button", { name: "Add 3 to Cart" }));
    await user.click(screen.getByRole("button", { name: "Add 3 to Cart" }));
    expect(lines()).toEqual([{ productId: SMART, variantKey: STARTER, quantity: 6 }]);
    act(() => void useCartStore.getState().updateQuantity(SMART, STARTER, 97));
    await user.click(screen.getByRole("button", { name: "Add 3 to Cart" }));
    expect(lines()).toEqual([{ productId: SMART, variantKey: STARTER, quantity: 97 }]);
    expect(toasts()).toEqual([
      ["success", "Smart Controller (Starter Compatible) added to cart!"],
      ["success", "Increased quantity of Smart Controller (Starter Compatible)"],
      ["error", "You can order at most 99 of one item."],
    ]);
  });
});

describe("Buy Now", () => {
  it("sends a signed-out visitor to /login with the spec's message", async () => {
    const user = showCard();
    await user.click(screen.getByRole("button", { name: "Buy Now" }));
    expect(toasts()).toEqual([["error", "You must be logged in to place your order"]]);
    expect(await location()).toBe("/login");
    expect(invokeCallable).not.toHaveBeenCalled();
  });

  it("orders one of the shown variant and goes to /payment, leaving the cart alone", async () => {
    signInAs("asha");
    useCartStore.getState().addItem(SMART, MOTAR);
    resetToasts();
    invokeCallable.mockResolvedValue({ orderId: ORDER_ID, amount: 79900 });
    const user = showCard(SEMI, STARTER);
    await user.click(screen.getByRole("button", { name: "Buy Now" }));
    // The callables client loads on first use (api/placeOrder.ts): the call follows it.
    expect(await location()).toBe(`/payment?orderId=${ORDER_ID}`);
    expect(invokeCallable).toHaveBeenCalledExactlyOnceWith("placeOrder", {
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
      items: [{ productId: SEMI, variantKey: STARTER, quantity: 1 }],
      source: "buyNow",
    });
    expect(toasts()).toEqual([["success", "Order Created. Redirecting to payment..."]]);
    expect(lines()).toEqual([{ productId: SMART, variantKey: MOTAR, quantity: 1 }]);
  });

  it("says 'Failed to create your order. Please try again...' when the retry fails too", async () => {
    signInAs("asha");
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    invokeCallable.mockRejectedValue(functionsError("unavailable", "network down"));
    const user = showCard();
    await user.click(screen.getByRole("button", { name: "Buy Now" }));
    await waitFor(() =>
      expect(toasts()).toEqual([["error", "Failed to create your order. Please try again..."]]),
    );
    // One Buy Now, one request id, tried twice.
    const ids = invokeCallable.mock.calls.map(
      ([, data]) => (data as { requestId: string }).requestId,
    );
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
    await waitFor(() => expect(screen.getByRole("button", { name: "Buy Now" })).toBeEnabled());
  });

  it("refuses an unknown variant without calling the server", async () => {
    signInAs("asha");
    const user = showCard(SMART, "Gold_Plated" as VariantKey);
    await user.click(screen.getByRole("button", { name: "Buy Now" }));
    expect(toasts()).toEqual([["error", "Invalid product variant."]]);
    expect(invokeCallable).not.toHaveBeenCalled();
  });

  it("creates one order when Buy Now is clicked again while the first call runs", async () => {
    signInAs("asha");
    let answer!: (value: unknown) => void;
    invokeCallable.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = showCard();
    const buy = screen.getByRole("button", { name: "Buy Now" });
    await user.dblClick(buy);
    expect(buy).toBeDisabled();
    await waitFor(() => expect(invokeCallable).toHaveBeenCalled());
    await act(async () => answer({ orderId: ORDER_ID, amount: 79900 }));
    expect(invokeCallable).toHaveBeenCalledTimes(1);
  });
});

describe("a click before Auth has read the saved sign-in", () => {
  const loading = () => act(() => useSession.setState({ status: "loading", user: null }));

  it("adds to the cart once the shopper turns out to be signed in, never asking them to log in", async () => {
    loading();
    const user = showCard();
    await user.click(screen.getByRole("button", { name: "Add to Cart" }));
    expect(toasts()).toEqual([]);
    act(() => signInAs("asha"));
    await waitFor(() =>
      expect(lines()).toEqual([{ productId: SEMI, variantKey: STARTER, quantity: 1 }]),
    );
    expect(toasts()).toEqual([["success", "Semi Automatic (Starter Compatible) added to cart!"]]);
  });

  it("Buy Now waits too, and orders for the signed-in shopper instead of sending them to /login", async () => {
    loading();
    invokeCallable.mockResolvedValue({ orderId: ORDER_ID, amount: 79900 });
    const user = showCard();
    await user.click(screen.getByRole("button", { name: "Buy Now" }));
    expect(invokeCallable).not.toHaveBeenCalled();
    act(() => signInAs("asha"));
    expect(await location()).toBe(`/payment?orderId=${ORDER_ID}`);
    expect(invokeCallable).toHaveBeenCalledTimes(1);
  });

  it("still asks a visitor who turns out to be signed out to log in", async () => {
    loading();
    const user = showCard();
    await user.click(screen.getByRole("button", { name: "Add to Cart" }));
    act(() => signOut());
    await waitFor(() =>
      expect(toasts()).toEqual([["error", "You must be logged in to add items to the cart."]]),
    );
    expect(lines()).toEqual([]);
  });
});
