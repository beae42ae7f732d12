import { beforeEach, describe, expect, it } from "vitest";
import { useCartStore } from "../cartStore";
import {
  MOTAR,
  SEMI,
  SMART,
  STARTER,
  otherTabWrote,
  resetToasts,
  signInAs,
  signOut,
  store,
  stored,
  toasts,
} from "./cartTestUtils";

const lines = () => useCartStore.getState().lines;
const line = (productId: string, variantKey: string, quantity: number) => ({
  productId,
  variantKey,
  quantity,
});
const v1 = (...cartLines: unknown[]) => ({ state: { lines: cartLines }, version: 1 });

/** docs/product.md §3 "Cart item", as the earlier shop stored it. */
const legacy = (overrides: Record<string, unknown>) => ({
  productId: SMART,
  productName: "Smart Controller",
  variantKey: MOTAR,
  variantName: MOTAR,
  price: "Rs 399.00",
  quantity: 1,
  image: "/old/smart.png",
  ...overrides,
});

beforeEach(() => {
  signOut();
  window.localStorage.clear();
  resetToasts();
});

describe("migrating the earlier shop's stored cart", () => {
  it("turns the bare legacy array into lines, ignoring its prices, and saves the new shape", () => {
    store("asha", [
      legacy({ price: "Rs 1.00", quantity: 2 }),
      // docs/product.md §3: a product without an id was stored under its hyphenated name.
      legacy({
        productId: "semi-automatic",
        productName: "Semi Automatic",
        variantKey: STARTER,
        variantName: STARTER,
        price: "Rs 1",
      }),
    ]);
    signInAs("asha");
    expect(lines()).toEqual([line(SMART, MOTAR, 2), line(SEMI, STARTER, 1)]);
    expect(stored("asha")).toEqual(v1(line(SMART, MOTAR, 2), line(SEMI, STARTER, 1)));
    expect(toasts()).toEqual([]);
  });

  it("migrates a version 0 envelope and finds the variant from its name", () => {
    store("asha", {
      state: {
        lines: [
          legacy({ variantKey: undefined, variantName: "Starter Compatible", quantity: "3" }),
        ],
      },
      version: 0,
    });
    signInAs("asha");
    expect(lines()).toEqual([line(SMART, STARTER, 3)]);
  });

  it("drops a legacy line for a product no longer sold, and says so", () => {
    store("asha", [legacy({}), legacy({ productId: "tank-sensor", productName: "Tank Sensor" })]);
    signInAs("asha");
    expect(lines()).toEqual([line(SMART, MOTAR, 1)]);
    expect(toasts()).toEqual([
      ["warning", "An item in your cart is no longer available and was removed."],
    ]);
    expect(stored("asha")).toEqual(v1(line(SMART, MOTAR, 1)));
  });
});

describe("stale or broken stored lines", () => {
  it("drops lines whose product or variant is gone, never showing them, and saves the rest", () => {
    store(
      "asha",
      v1(
        line("pump-9000", MOTAR, 1),
        line(SEMI, MOTAR, 2),
        line(SMART, "Gold_Plated", 1),
        { productId: SMART, variantKey: STARTER, quantity: 0 },
        "junk",
      ),
    );
    signInAs("asha");
    expect(lines()).toEqual([line(SEMI, MOTAR, 2)]);
    expect(toasts()).toEqual([
      ["warning", "4 items in your cart are no longer available and were removed."],
    ]);
    expect(stored("asha")).toEqual(v1(line(SEMI, MOTAR, 2)));
  });

  it("merges duplicate lines and caps the quantity at 99 with a message", () => {
    store("asha", v1(line(SMART, STARTER, 60), line(SMART, STARTER, 60)));
    signInAs("asha");
    expect(lines()).toEqual([line(SMART, STARTER, 99)]);
    expect(toasts()).toEqual([
      [
        "warning",
        "The quantity of Smart Controller (Starter Compatible) was reduced to 99, the most you can order of one item.",
      ],
    ]);
  });

  it("starts afresh from unreadable data, and tells the shopper", () => {
    window.localStorage.setItem("cart:asha", "{not json");
    signInAs("asha");
    expect(lines()).toEqual([]);
    expect(toasts()).toEqual([
      ["warning", "Your saved cart could not be read, so it was started afresh."],
    ]);
  });
});

describe("two tabs of the same shopper", () => {
  beforeEach(() => {
    signInAs("asha");
    useCartStore.getState().addItem(SMART, MOTAR);
  });

  it("follows what the other tab saved", () => {
    otherTabWrote("cart:asha", v1(line(SMART, MOTAR, 3), line(SEMI, STARTER, 1)));
    expect(lines()).toEqual([line(SMART, MOTAR, 3), line(SEMI, STARTER, 1)]);
  });

  it("follows a clear in the other tab", () => {
    otherTabWrote("cart:asha", null);
    expect(lines()).toEqual([]);
  });

  it("follows the other tab wiping all storage", () => {
    otherTabWrote(null, null);
    expect(lines()).toEqual([]);
  });

  it("ignores another user's cart", () => {
    otherTabWrote("cart:ravi", v1(line(SEMI, MOTAR, 5)));
    expect(lines()).toEqual([line(SMART, MOTAR, 1)]);
  });

  it("does not load anything while signed out", () => {
    signOut();
    otherTabWrote("cart:asha", v1(line(SEMI, MOTAR, 5)));
    expect(lines()).toEqual([]);
  });
});
