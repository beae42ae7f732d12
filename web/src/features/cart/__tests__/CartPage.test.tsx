import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../auth/session";
import {
  MOTAR,
  SEMI,
  SMART,
  STARTER,
  resetToasts,
  signInAs,
  signOut,
  stored,
  toasts,
} from "./cartTestUtils";
import { cartOf, location, showCart } from "./harness";

const { invokeCallable } = vi.hoisted(() => ({ invokeCallable: vi.fn() }));
vi.mock("../../../lib/callableTransport", () => ({ invokeCallable }));
vi.mock("../../../lib/firebase", () => ({ getAuthClient: vi.fn() }));

beforeEach(() => {
  signOut();
  window.localStorage.clear();
  resetToasts();
  invokeCallable.mockReset();
});

const line = (label: string) =>
  screen.getByRole("group", { name: `Quantity of ${label}` }).closest("li")!;

describe("the cart page", () => {
  it("waits for the session before showing anything", () => {
    useSession.setState({ status: "loading", user: null, isAdmin: false });
    showCart();
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
  });

  it("shows the empty state with Start Shopping to /products", async () => {
    signInAs("asha");
    const user = showCart();
    expect(screen.getByRole("heading", { name: "Your Cart is Empty" })).toBeInTheDocument();
    expect(screen.getByText("Add some products to get started!")).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Start Shopping" }));
    expect(await location()).toBe("/products");
  });

  it("shows each line priced from the catalog, and the grand total", () => {
    cartOf([SMART, MOTAR, 2], [SEMI, STARTER, 1]);
    showCart();
    const smart = within(line("Smart Controller (Motar Compatible)"));
    expect(smart.getByRole("heading", { name: "Smart Controller" })).toBeInTheDocument();
    expect(smart.getByText("Motar Compatible")).toBeInTheDocument();
    expect(smart.getByText("₹399.00 × 2")).toBeInTheDocument();
    expect(
      line("Smart Controller (Motar Compatible)").querySelector(".cart-line-total"),
    ).toHaveTextContent("Line total ₹798.00");
    expect(line("Smart Controller (Motar Compatible)").querySelector("img")).toHaveAttribute(
      "src",
      "/images/smart-controller.svg",
    );
    const semi = within(line("Semi Automatic (Starter Compatible)"));
    expect(semi.getByText("₹799.00 × 1")).toBeInTheDocument();
    const summary = within(screen.getByRole("complementary", { name: "Order Summary" }));
    expect(summary.getByText("Grand Total").nextSibling).toHaveTextContent("₹1,597.00");
    expect(summary.getByText("Items").nextSibling).toHaveTextContent("3");
  });

  it("raises and lowers a quantity with + and −, removing the line below one", async () => {
    cartOf([SMART, MOTAR, 1]);
    const user = showCart();
    await user.click(
      screen.getByRole("button", {
        name: "Increase quantity of Smart Controller (Motar Compatible)",
      }),
    );
    expect(screen.getByText("₹399.00 × 2")).toBeInTheDocument();
    expect(
      line("Smart Controller (Motar Compatible)").querySelector(".cart-line-total"),
    ).toHaveTextContent("Line total ₹798.00");
    await user.click(
      screen.getByRole("button", {
        name: "Decrease quantity of Smart Controller (Motar Compatible)",
      }),
    );
    await user.click(
      screen.getByRole("button", {
        name: "Decrease quantity of Smart Controller (Motar Compatible)",
      }),
    );
    expect(screen.getByRole("heading", { name: "Your Cart is Empty" })).toBeInTheDocument();
    expect(toasts()).toEqual([
      ["info", "Updated quantity of Smart Controller (Motar Compatible)"],
      ["info", "Updated quantity of Smart Controller (Motar Compatible)"],
      ["info", "Removed item from cart."],
    ]);
  });

  it("disables + at 99 of one line", () => {
    cartOf([SEMI, MOTAR, 99]);
    showCart();
    expect(
      screen.getByRole("button", {
        name: "Increase quantity of Semi Automatic (Motar Compatible)",
      }),
    ).toBeDisabled();
  });

  it("removes one line, and clears the whole cart with its stored copy", async () => {
    cartOf([SMART, MOTAR, 1], [SMART, STARTER, 2]);
    const user = showCart();
    await user.click(
      screen.getByRole("button", { name: "Remove Smart Controller (Motar Compatible) from cart" }),
    );
    expect(
      screen.queryByRole("group", { name: "Quantity of Smart Controller (Motar Compatible)" }),
    ).toBeNull();
    expect(line("Smart Controller (Starter Compatible)")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear Cart" }));
    const confirm = screen.getByRole("alertdialog", { name: "Clear your cart?" });
    await user.click(within(confirm).getByRole("button", { name: "Clear Cart" }));
    expect(screen.getByRole("heading", { name: "Your Cart is Empty" })).toBeInTheDocument();
    expect(stored("asha")).toBeNull();
    expect(toasts()).toEqual([
      ["info", "Removed item from cart."],
      ["success", "Cart cleared!"],
    ]);
  });
});
