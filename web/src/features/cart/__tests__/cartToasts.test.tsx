import { renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useCartActions } from "../cartMessages";
import { useCartNoticeToasts } from "../cartNotices";
import {
  MOTAR,
  SEMI,
  SMART,
  STARTER,
  legacyItem,
  line,
  resetToasts,
  signInAs,
  signOut,
  store,
  toasts,
  v1,
} from "./cartTestUtils";

beforeEach(() => {
  signOut();
  window.localStorage.clear();
  resetToasts();
});

/** What the layout mounts: the stored cart's notices, shown as toasts. */
const showNotices = () => renderHook(() => useCartNoticeToasts());

describe("what loading and saving the stored cart tell the shopper (the layout's toasts)", () => {
  it("says how many unsold lines were dropped, then each capped line", () => {
    showNotices();
    store(
      "asha",
      v1(
        line("pump-9000", MOTAR, 1),
        line(SMART, "Gold_Plated", 1),
        line(SMART, STARTER, 60),
        line(SMART, STARTER, 60),
      ),
    );
    signInAs("asha");
    expect(toasts()).toEqual([
      ["warning", "2 items in your cart are no longer available and were removed."],
      [
        "warning",
        "The quantity of Smart Controller (Starter Compatible) was reduced to 99, the most you can order of one item.",
      ],
    ]);
  });

  it("says so when one legacy item is no longer sold", () => {
    showNotices();
    store("asha", [legacyItem({}), legacyItem({ productId: "tank-sensor", productName: "Tank" })]);
    signInAs("asha");
    expect(toasts()).toEqual([
      ["warning", "An item in your cart is no longer available and was removed."],
    ]);
  });

  it("starts afresh from unreadable data, and says so", () => {
    showNotices();
    window.localStorage.setItem("cart:asha", "{not json");
    signInAs("asha");
    expect(toasts()).toEqual([
      ["warning", "Your saved cart could not be read, so it was started afresh."],
    ]);
  });

  it("shows what was found before the layout listened, once it does", () => {
    store("asha", v1(line("pump-9000", MOTAR, 1)));
    signInAs("asha");
    expect(toasts()).toEqual([]);
    showNotices();
    expect(toasts()).toEqual([
      ["warning", "An item in your cart is no longer available and was removed."],
    ]);
  });

  it("warns once that the cart is not being saved, however many writes fail", () => {
    showNotices();
    signInAs("asha");
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("quota", "QuotaExceededError");
    });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { addItem } = renderHook(() => useCartActions()).result.current;
    addItem(SMART, MOTAR);
    addItem(SMART, MOTAR);
    vi.restoreAllMocks();
    expect(toasts()).toEqual([
      [
        "warning",
        "Your cart could not be saved on this device; it will be lost when you close the tab.",
      ],
      ["success", "Smart Controller (Motar Compatible) added to cart!"],
      ["success", "Increased quantity of Smart Controller (Motar Compatible)"],
    ]);
  });
});

describe("what each cart action tells the shopper", () => {
  const actions = () => renderHook(() => useCartActions()).result.current;

  it("asks a signed-out visitor to log in", () => {
    actions().addItem(SMART, MOTAR);
    expect(toasts()).toEqual([["error", "You must be logged in to add items to the cart."]]);
  });

  it("names the line on add, increase and update, and reports refusals", () => {
    signInAs("asha");
    const cart = actions();
    cart.addItem(SEMI, STARTER);
    cart.addItem(SEMI, STARTER);
    cart.updateQuantity(SEMI, STARTER, 99);
    cart.addItem(SEMI, STARTER);
    cart.updateQuantity(SEMI, STARTER, 2.5);
    cart.addItem(SEMI, "Gold_Plated");
    cart.addItem("pump-9000", MOTAR);
    expect(toasts()).toEqual([
      ["success", "Semi Automatic (Starter Compatible) added to cart!"],
      ["success", "Increased quantity of Semi Automatic (Starter Compatible)"],
      ["info", "Updated quantity of Semi Automatic (Starter Compatible)"],
      ["error", "You can order at most 99 of one item."],
      ["error", "Quantity must be a whole number."],
      ["error", "Invalid product variant."],
      ["error", "This product is not in our catalog."],
    ]);
  });

  it("says 'Removed item from cart.' and 'Cart cleared!', and nothing for a line already gone", () => {
    signInAs("asha");
    const cart = actions();
    cart.addItem(SMART, MOTAR);
    cart.addItem(SEMI, MOTAR);
    cart.addItem(SMART, STARTER);
    resetToasts();
    cart.updateQuantity(SMART, MOTAR, 0);
    cart.removeItem(SEMI, MOTAR);
    cart.removeItem(SEMI, MOTAR);
    cart.updateQuantity(SEMI, MOTAR, 3);
    cart.clearItems();
    expect(toasts()).toEqual([
      ["info", "Removed item from cart."],
      ["info", "Removed item from cart."],
      ["success", "Cart cleared!"],
    ]);
  });
});
