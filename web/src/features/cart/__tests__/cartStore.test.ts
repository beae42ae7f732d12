import { renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../auth/session";
import { clearCart, useCartCount, useCartStore } from "../cartStore";
import { MOTAR, SEMI, SMART, STARTER, signInAs, signOut, store, stored } from "./cartTestUtils";

// The store tells its caller what happened and never shows anything itself
// (the UI does: cartToasts.ts); a toast from here fails the test.
vi.mock("../../../components/ui/toast", () => {
  const raised = (message: string) => {
    throw new Error(`the cart store raised a toast: ${message}`);
  };
  return { toast: { success: raised, error: raised, info: raised, warning: raised } };
});

const cart = () => useCartStore.getState();
const lines = () => cart().lines;
const line = (productId: string, variantKey: string, quantity: number) => ({
  productId,
  variantKey,
  quantity,
});

const refused = (reason: string) => ({ ok: false, reason });

beforeEach(() => {
  signOut();
  window.localStorage.clear();
});

describe("adding to the cart (spec §4, §5)", () => {
  it("refuses a signed-out visitor and stores nothing", () => {
    expect(cart().addItem(SMART, MOTAR)).toEqual(refused("login-required"));
    expect(lines()).toEqual([]);
    expect(window.localStorage.length).toBe(0);
  });

  it("refuses an unknown variant or product and changes nothing", () => {
    signInAs("asha");
    cart().addItem(SMART, MOTAR);
    expect(cart().addItem(SMART, "Gold_Plated")).toEqual(refused("invalid-variant"));
    expect(cart().addItem("pump-9000", MOTAR)).toEqual(refused("unknown-product"));
    expect(lines()).toEqual([line(SMART, MOTAR, 1)]);
  });

  it("appends a new line of one, then raises the same product and variant by one", () => {
    signInAs("asha");
    expect([
      cart().addItem(SMART, MOTAR),
      cart().addItem(SMART, MOTAR),
      cart().addItem(SMART, STARTER),
    ]).toEqual([
      { ok: true, change: "added", label: "Smart Controller (Motar Compatible)" },
      { ok: true, change: "increased", label: "Smart Controller (Motar Compatible)" },
      { ok: true, change: "added", label: "Smart Controller (Starter Compatible)" },
    ]);
    expect(lines()).toEqual([line(SMART, MOTAR, 2), line(SMART, STARTER, 1)]);
  });

  it("stops at 99 of one line with a clear message", () => {
    signInAs("asha");
    cart().addItem(SEMI, STARTER);
    cart().updateQuantity(SEMI, STARTER, 99);
    expect(cart().addItem(SEMI, STARTER)).toEqual(refused("at-limit"));
    expect(lines()).toEqual([line(SEMI, STARTER, 99)]);
  });

  it("adds the product card's quantity: a new line of that many, or that many more", () => {
    signInAs("asha");
    expect(cart().addItem(SMART, MOTAR, 3)).toEqual({
      ok: true,
      change: "added",
      label: "Smart Controller (Motar Compatible)",
    });
    expect(cart().addItem(SMART, MOTAR, 4)).toMatchObject({ ok: true, change: "increased" });
    expect(lines()).toEqual([line(SMART, MOTAR, 7)]);
  });

  it("refuses a quantity that would take a line past 99, or one that is not a whole number from 1", () => {
    signInAs("asha");
    cart().addItem(SMART, MOTAR, 95);
    expect(cart().addItem(SMART, MOTAR, 5)).toEqual(refused("at-limit"));
    expect(cart().addItem(SMART, MOTAR, 4)).toMatchObject({ ok: true, change: "increased" });
    expect(cart().addItem(SEMI, STARTER, 100)).toEqual(refused("at-limit"));
    for (const quantity of [0, -2, 1.5, Number.NaN]) {
      expect(cart().addItem(SEMI, STARTER, quantity)).toEqual(refused("not-whole"));
    }
    expect(lines()).toEqual([line(SMART, MOTAR, 99)]);
  });
});

describe("updating, removing and clearing (spec §4)", () => {
  beforeEach(() => {
    signInAs("asha");
    cart().addItem(SMART, MOTAR);
    cart().addItem(SEMI, STARTER);
  });

  it("sets a new quantity", () => {
    expect(cart().updateQuantity(SEMI, STARTER, 5)).toEqual({
      ok: true,
      change: "updated",
      label: "Semi Automatic (Starter Compatible)",
    });
    expect(lines()).toEqual([line(SMART, MOTAR, 1), line(SEMI, STARTER, 5)]);
  });

  it.each([0, -3])("removes the line when the quantity becomes %i", (quantity) => {
    expect(cart().updateQuantity(SMART, MOTAR, quantity)).toEqual({ ok: true, change: "removed" });
    expect(lines()).toEqual([line(SEMI, STARTER, 1)]);
  });

  it.each<[number, string]>([
    [100, "at-limit"],
    [2.5, "not-whole"],
    [Number.NaN, "not-whole"],
  ])("refuses a quantity of %s and changes nothing", (quantity, reason) => {
    expect(cart().updateQuantity(SMART, MOTAR, quantity)).toEqual(refused(reason));
    expect(lines()).toEqual([line(SMART, MOTAR, 1), line(SEMI, STARTER, 1)]);
  });

  it("ignores an update or removal of a line that is not in the cart", () => {
    expect(cart().updateQuantity(SMART, STARTER, 3)).toEqual(refused("not-in-cart"));
    expect(cart().removeItem(SEMI, MOTAR)).toEqual(refused("not-in-cart"));
    expect(lines()).toHaveLength(2);
  });

  it("removes one line by product and variant", () => {
    cart().addItem(SMART, STARTER);
    expect(cart().removeItem(SMART, MOTAR)).toEqual({ ok: true, change: "removed" });
    expect(lines()).toEqual([line(SEMI, STARTER, 1), line(SMART, STARTER, 1)]);
  });

  it("clears the cart and removes the stored copy", () => {
    expect(cart().clearItems()).toEqual({ ok: true, change: "cleared" });
    expect(lines()).toEqual([]);
    expect(stored("asha")).toBeNull();
  });

  it("clears for checkout after payment the same way", () => {
    clearCart();
    expect(lines()).toEqual([]);
    expect(stored("asha")).toBeNull();
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
    expect(cart().addItem(SMART, MOTAR)).toEqual(refused("login-required"));
    signInAs("asha");
    expect(lines()).toEqual([line(SMART, MOTAR, 4)]);
  });
});
