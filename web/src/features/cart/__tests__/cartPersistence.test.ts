import { beforeEach, describe, expect, it, vi } from "vitest";
import { useCartStore } from "../cartStore";
import {
  MOTAR,
  SEMI,
  SMART,
  STARTER,
  legacyItem,
  line,
  otherTabWrote,
  recordNotices,
  signInAs,
  signOut,
  store,
  stored,
  v1,
} from "./cartTestUtils";

const lines = () => useCartStore.getState().lines;
const notices = recordNotices();

beforeEach(() => {
  signOut();
  window.localStorage.clear();
});

describe("loading the earlier shop's stored cart", () => {
  it("drops a legacy line for a product no longer sold, reports it, and saves the rest", () => {
    store("asha", [
      legacyItem({}),
      legacyItem({ productId: "tank-sensor", productName: "Tank Sensor" }),
    ]);
    signInAs("asha");
    expect(lines()).toEqual([line(SMART, MOTAR, 1)]);
    expect(notices).toEqual([{ kind: "unavailable", count: 1 }]);
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
    expect(notices).toEqual([{ kind: "unavailable", count: 4 }]);
    expect(stored("asha")).toEqual(v1(line(SEMI, MOTAR, 2)));
  });

  it("merges duplicate lines and caps the quantity at 99, reporting the line", () => {
    store("asha", v1(line(SMART, STARTER, 60), line(SMART, STARTER, 60), line(SEMI, MOTAR, 1)));
    signInAs("asha");
    expect(lines()).toEqual([line(SMART, STARTER, 99), line(SEMI, MOTAR, 1)]);
    expect(notices).toEqual([{ kind: "capped", label: "Smart Controller (Starter Compatible)" }]);
    expect(stored("asha")).toEqual(v1(line(SMART, STARTER, 99), line(SEMI, MOTAR, 1)));
  });

  it("reports dropped lines before capped ones, and not again on the next load", () => {
    store("asha", v1(line("pump-9000", MOTAR, 1), line(SEMI, STARTER, 150)));
    signInAs("asha");
    signOut();
    signInAs("asha");
    expect(lines()).toEqual([line(SEMI, STARTER, 99)]);
    expect(notices).toEqual([
      { kind: "unavailable", count: 1 },
      { kind: "capped", label: "Semi Automatic (Starter Compatible)" },
    ]);
  });
});

describe("a storage that will not save", () => {
  it("keeps the cart in memory and reports it once per page", () => {
    signInAs("asha");
    const setItem = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("quota", "QuotaExceededError");
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      useCartStore.getState().addItem(SMART, MOTAR);
      useCartStore.getState().addItem(SEMI, STARTER);
      expect(lines()).toEqual([line(SMART, MOTAR, 1), line(SEMI, STARTER, 1)]);
      expect(stored("asha")).toBeNull();
      expect(notices).toEqual([{ kind: "not-saved" }]);
      expect(warn).toHaveBeenCalledTimes(2);
    } finally {
      setItem.mockRestore();
      warn.mockRestore();
    }
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

  it("reports what it dropped from the other tab's cart", () => {
    otherTabWrote("cart:asha", v1(line(SMART, MOTAR, 2), line("pump-9000", MOTAR, 1)));
    expect(lines()).toEqual([line(SMART, MOTAR, 2)]);
    expect(notices).toEqual([{ kind: "unavailable", count: 1 }]);
  });
});
