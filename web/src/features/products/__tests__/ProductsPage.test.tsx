import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../auth/session";
import { useToastStore } from "../../../components/ui/toast";
import { useCartStore } from "../../cart/cartStore";
import ProductsPage from "../ProductsPage";

const { invokeCallable } = vi.hoisted(() => ({ invokeCallable: vi.fn() }));
vi.mock("../../../lib/callableTransport", () => ({ invokeCallable }));
vi.mock("../../../lib/firebase", () => ({ getAuthClient: vi.fn() }));

function renderPage() {
  return render(
    <MemoryRouter initialEntries={["/products"]}>
      <Routes>
        <Route path="/products" element={<ProductsPage />} />
        <Route path="/login" element={<h1>Login page</h1>} />
        <Route path="/payment" element={<h1>Payment page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

function toasts() {
  return useToastStore.getState().toasts.map((t) => [t.kind, t.message]);
}

function card(name: string) {
  return screen.getByRole("article", { name });
}

beforeEach(() => {
  useSession.setState({ status: "signed-out", user: null, isAdmin: false });
  useToastStore.setState({ toasts: [] });
  window.localStorage.clear();
  invokeCallable.mockReset();
});

describe("ProductsPage", () => {
  it("shows both catalog products with their default-variant prices", () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Our Products" })).toBeInTheDocument();
    expect(within(card("Smart Controller")).getByText("₹399.00")).toBeInTheDocument();
    expect(within(card("Semi Automatic")).getByText("₹799.00")).toBeInTheDocument();
  });

  it("switching one card's variant leaves the other card alone", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(
      within(card("Semi Automatic")).getByRole("radio", { name: "Starter Compatible" }),
    );
    expect(
      within(card("Semi Automatic")).getByText("One-touch pump start through your starter"),
    ).toBeInTheDocument();
    expect(
      within(card("Smart Controller")).getByRole("radio", { name: "Motar Compatible" }),
    ).toBeChecked();
  });

  it("tells a signed-out shopper to log in on Add to Cart, adding nothing", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(within(card("Smart Controller")).getByRole("button", { name: "Add to Cart" }));
    expect(toasts()).toEqual([["error", "You must be logged in to add items to the cart."]]);
    expect(useCartStore.getState().lines).toEqual([]);
  });

  it("sends a signed-out shopper to /login with the spec's message on Buy Now", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(within(card("Semi Automatic")).getByRole("button", { name: "Buy Now" }));
    expect(screen.getByRole("heading", { name: "Login page" })).toBeInTheDocument();
    expect(toasts()).toEqual([["error", "You must be logged in to place your order"]]);
  });

  it("adds the chosen variant to the signed-in shopper's cart, and buys it now", async () => {
    const user = userEvent.setup();
    useSession.setState({
      status: "signed-in",
      user: { uid: "u1", email: "a@b.in", displayName: null, photoURL: null, emailVerified: true },
      isAdmin: false,
    });
    invokeCallable.mockResolvedValue({ orderId: "ORD-2026-1767225600000-K7QZ", amount: 79900 });
    renderPage();
    const semi = within(card("Semi Automatic"));
    await user.click(semi.getByRole("radio", { name: "Starter Compatible" }));
    await user.click(semi.getByRole("button", { name: "Add to Cart" }));
    expect(useCartStore.getState().lines).toEqual([
      { productId: "SemiAutomatic-2", variantKey: "Starter_Compatible", quantity: 1 },
    ]);
    await user.click(semi.getByRole("button", { name: "Buy Now" }));
    expect(await screen.findByRole("heading", { name: "Payment page" })).toBeInTheDocument();
    expect(invokeCallable).toHaveBeenCalledExactlyOnceWith("placeOrder", {
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
      items: [{ productId: "SemiAutomatic-2", variantKey: "Starter_Compatible", quantity: 1 }],
      source: "buyNow",
    });
    expect(toasts()).toEqual([
      ["success", "Semi Automatic (Starter Compatible) added to cart!"],
      ["success", "Order Created. Redirecting to payment..."],
    ]);
  });

  it("says the tapped Buy Now is creating the order while it waits; every Buy Now waits", async () => {
    const user = userEvent.setup();
    useSession.setState({
      status: "signed-in",
      user: { uid: "u1", email: "a@b.in", displayName: null, photoURL: null, emailVerified: true },
      isAdmin: false,
    });
    let answer: (value: unknown) => void = () => undefined;
    invokeCallable.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPage();
    const smart = within(card("Smart Controller"));
    const semi = within(card("Semi Automatic"));
    await user.click(smart.getByRole("button", { name: "Buy Now" }));
    const waiting = await smart.findByRole("button", { name: "Creating your order…" });
    expect(waiting).toBeDisabled();
    expect(waiting).toHaveAttribute("aria-busy", "true");
    // The other card's Buy Now waits too (one order at a time), without claiming progress.
    const other = semi.getByRole("button", { name: "Buy Now" });
    expect(other).toBeDisabled();
    expect(other).toHaveAttribute("aria-busy", "false");
    answer({ orderId: "ORD-2026-1767225600000-K7QZ", amount: 39900 });
    expect(await screen.findByRole("heading", { name: "Payment page" })).toBeInTheDocument();
    expect(toasts()).toEqual([["success", "Order Created. Redirecting to payment..."]]);
  });
});
