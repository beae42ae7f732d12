import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { MOTAR, SEMI, SMART, STARTER, resetToasts, signOut, stored, toasts } from "./cartTestUtils";
import { cartOf, showCart } from "./harness";

const { invokeCallable } = vi.hoisted(() => ({ invokeCallable: vi.fn() }));
vi.mock("../../../lib/callableTransport", () => ({ invokeCallable }));
vi.mock("../../../lib/firebase", () => ({ getAuthClient: vi.fn() }));

beforeEach(() => {
  signOut();
  window.localStorage.clear();
  resetToasts();
});

const clearButton = () => screen.getByRole("button", { name: "Clear Cart" });
const question = () => screen.queryByRole("alertdialog", { name: "Clear your cart?" });

describe("Clear Cart asks first", () => {
  it("opens a confirm with focus on Cancel, and clears only on its own Clear Cart", async () => {
    cartOf([SMART, MOTAR, 2], [SEMI, STARTER, 1]);
    const user = showCart();
    await user.click(clearButton());
    const confirm = question()!;
    expect(confirm).toHaveAccessibleDescription("Every item will be removed from your cart.");
    expect(within(confirm).getByRole("button", { name: "Cancel" })).toHaveFocus();
    // The cart is untouched while the shopper decides.
    expect(screen.getByText("₹399.00 × 2")).toBeInTheDocument();
    expect(toasts()).toEqual([]);

    await user.click(within(confirm).getByRole("button", { name: "Clear Cart" }));
    expect(screen.getByRole("heading", { name: "Your Cart is Empty" })).toBeInTheDocument();
    expect(stored("asha")).toBeNull();
    expect(toasts()).toEqual([["success", "Cart cleared!"]]);
  });

  it("keeps the cart on Cancel and on Escape, giving focus back to Clear Cart", async () => {
    cartOf([SMART, MOTAR, 2]);
    const user = showCart();
    await user.click(clearButton());
    await user.click(within(question()!).getByRole("button", { name: "Cancel" }));
    expect(question()).toBeNull();
    expect(clearButton()).toHaveFocus();

    await user.keyboard("{Enter}");
    expect(question()).not.toBeNull();
    await user.keyboard("{Escape}");
    expect(question()).toBeNull();
    expect(clearButton()).toHaveFocus();
    expect(screen.getByText("₹399.00 × 2")).toBeInTheDocument();
    expect(stored("asha")).not.toBeNull();
    expect(toasts()).toEqual([]);
  });

  it("keeps Tab between its two buttons while it is open", async () => {
    cartOf([SMART, MOTAR, 1]);
    const user = showCart();
    await user.click(clearButton());
    const confirm = within(question()!);
    await user.tab();
    expect(confirm.getByRole("button", { name: "Clear Cart" })).toHaveFocus();
    await user.tab();
    expect(confirm.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm.getByRole("button", { name: "Clear Cart" })).toHaveFocus();
  });
});
