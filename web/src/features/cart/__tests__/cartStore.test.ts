import { renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { useSession } from "../../auth/session";
import { clearCart, useCartCount, useCartStore } from "../cartStore";
import {
  MOTAR,
  SEMI,
  SMART,
  STARTER,
  resetToasts,
  signInAs,
  signOut,
  store,
  stored,
  toasts,
} from "./cartTestUtils";

const cart = () => useCartStore.getState();
const lines = () => cart().lines;
const line = (productId: string, variantKey: string, quantity: number) => ({
  productId,
  variantKey,
  quantity,
});

beforeEach(() => {
  signOut();
  window.localStorage.clear();
  resetToasts();
});

describe("adding to the cart (spec §4, §5)", () => {
  it("refuses a signed-out visitor and stores nothing", () => {
    expect(cart().addItem(SMART, MOTAR)).toBe(false);
    expect(lines()).toEqual([]);
    expect(toasts()).toEqual([["error", "You must be logged in to add items to the cart."]]);
    expect(window.localStorage.length).toBe(0);
  });

  it("refuses an unknown variant or product and changes nothing", () => {
    signInAs("asha");
    cart().addItem(SMART, MOTAR);
    resetToasts();
    expect(cart().addItem(SMART, "Gold_Plated")).toBe(false);
    expect(cart().addItem("pump-9000", MOTAR)).toBe(false);
    expect(lines()).toEqual([line(SMART, MOTAR, 1)]);
    expect(toasts()).toEqual([
      ["error", "Invalid product variant."],
      ["error", "This product is not in our catalog."],
    ]);
  });

  it("appends a new line of one, then raises the same product and variant by one", () => {
    signInAs("asha");
    cart().addItem(SMART, MOTAR);
    cart().addItem(SMART, MOTAR);
    cart().addItem(SMART, STARTER);
    expect(lines()).toEqual([line(SMART, MOTAR, 2), line(SMART, STARTER, 1)]);
    expect(toasts()).toEqual([
      ["success", "Smart Controller (Motar Compatible) added to cart!"],
      ["success", "Increased quantity of Smart Controller (Motar Compatible)"],
      ["success", "Smart Controller (Starter Compatible) added to cart!"],
    ]);
  });

  it("stops at 99 of one line with a clear message", () => {
    signInAs("asha");
    cart().addItem(SEMI, STARTER);
    cart().updateQuantity(SEMI, STARTER, 99);
    resetToasts();
    expect(cart().addItem(SEMI, STARTER)).toBe(false);
    expect(lines()).toEqual([line(SEMI, STARTER, 99)]);
    expect(toasts()).toEqual([["error", "You can order at most 99 of one item."]]);
  });
});

describe("updating, removing and clearing (spec §4)", () => {
  beforeEach(() => {
    signInAs("asha");
    cart().addItem(SMART, MOTAR);
    cart().addItem(SEMI, STARTER);
    resetToasts();
  });

  it("sets a new quantity", () => {
    expect(cart().updateQuantity(SEMI, STARTER, 5)).toBe(true);
    expect(lines()).toEqual([line(SMART, MOTAR, 1), line(SEMI, STARTER, 5)]);
    expect(toasts()).toEqual([["info", "Updated quantity of Semi Automatic (Starter Compatible)"]]);
  });

  it.each([0, -3])("removes the line when the quantity becomes %i", (quantity) => {
    cart().updateQuantity(SMART, MOTAR, quantity);
    expect(lines()).toEqual([line(SEMI, STARTER, 1)]);
    expect(toasts()).toEqual([["info", "Removed item from cart."]]);
  });

  it.each<[number, string]>([
    [100, "You can order at most 99 of one item."],
    [2.5, "Quantity must be a whole number."],
    [Number.NaN, "Quantity must be a whole number."],
  ])("refuses a quantity of %s and changes nothing", (quantity, message) => {
    expect(cart().updateQuantity(SMART, MOTAR, quantity)).toBe(false);
    expect(lines()).toEqual([line(SMART, MOTAR, 1), line(SEMI, STARTER, 1)]);
    expect(toasts()).toEqual([["error", message]]);
  });

  it("ignores an update or removal of a line that is not in the cart", () => {
    expect(cart().updateQuantity(SMART, STARTER, 3)).toBe(false);
    cart().removeItem(SEMI, MOTAR);
    expect(lines()).toHaveLength(2);
    expect(toasts()).toEqual([]);
  });

  it("removes one line by product and variant", () => {
    cart().addItem(SMART, STARTER);
    resetToasts();
    cart().removeItem(SMART, MOTAR);
    expect(lines()).toEqual([line(SEMI, STARTER, 1), line(SMART, STARTER, 1)]);
    expect(toasts()).toEqual([["info", "Removed item from cart."]]);
  });

  it("clears the cart and removes the stored copy, with 'Cart cleared!'", () => {
    cart().clearItems();
    expect(lines()).toEqual([]);
    expect(stored("asha")).toBeNull();
    expect(toasts()).toEqual([["success", "Cart cleared!"]]);
  });

  it("clears silently for checkout after payment", () => {
    clearCart();
    expect(lines()).toEqual([]);
    expect(stored("asha")).toBeNull();
    expect(toasts()).toEqual([]);
  });

  it("counts items for the header badge", () => {
    const { result, rerender } = renderHook(() => useCartCount());
    expect(result.current).toBe(2);
    cart().updateQuantity(SMART, MOTAR, 99);
    cart().addItem(SMART, STARTER);
    rerender();
    expect(result.current).toBe(101);
  });
});

describe("persistence per user (spec §4, §9)", () => {
  it("saves ids and quantities only, under the user's key, on every change", () => {
    signInAs("asha");
    cart().addItem(SMART, MOTAR);
    expect(stored("asha")).toEqual({ state: { lines: [line(SMART, MOTAR, 1)] }, version: 1 });
    cart().updateQuantity(SMART, MOTAR, 3);
    expect(stored("asha")).toEqual({ state: { lines: [line(SMART, MOTAR, 3)] }, version: 1 });
  });

  it("empties in memory on sign-out, keeps the stored copy, and brings it back on sign-in", () => {
    signInAs("asha");
    cart().addItem(SMART, MOTAR);
    cart().addItem(SEMI, STARTER);
    const saved = stored("asha");
    signOut();
    expect(lines()).toEqual([]);
    expect(stored("asha")).toEqual(saved);
    signInAs("asha");
    expect(lines()).toEqual([line(SMART, MOTAR, 1), line(SEMI, STARTER, 1)]);
  });

  it("keeps each user's cart apart, even when one user replaces another without a sign-out", () => {
    signInAs("asha");
    cart().addItem(SMART, MOTAR);
    signOut();
    signInAs("ravi");
    expect(lines()).toEqual([]);
    cart().addItem(SEMI, MOTAR);
    cart().addItem(SEMI, MOTAR);
    signInAs("asha");
    expect(lines()).toEqual([line(SMART, MOTAR, 1)]);
    expect(stored("ravi")).toEqual({ state: { lines: [line(SEMI, MOTAR, 2)] }, version: 1 });
    expect(stored("asha")).toEqual({ state: { lines: [line(SMART, MOTAR, 1)] }, version: 1 });
  });

  it("waits for the session to settle before loading or accepting anything", () => {
    store("asha", { state: { lines: [line(SMART, MOTAR, 4)] }, version: 1 });
    useSession.setState({ status: "loading", user: null, isAdmin: false });
    expect(lines()).toEqual([]);
    expect(cart().addItem(SMART, MOTAR)).toBe(false);
    signInAs("asha");
    expect(lines()).toEqual([line(SMART, MOTAR, 4)]);
  });
});
