import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { useSession } from "../../auth/session";
import { useToastStore } from "../../../components/ui/toast";
import ProductsPage from "../ProductsPage";

function renderPage() {
  return render(
    <MemoryRouter initialEntries={["/products"]}>
      <Routes>
        <Route path="/products" element={<ProductsPage />} />
        <Route path="/login" element={<h1>Login page</h1>} />
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
  useToastStore.setState({ toasts: [] });
  useSession.setState({ status: "signed-out", user: null, isAdmin: false });
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

  it("sends a signed-out shopper to /login with the spec's message on Add to Cart", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(within(card("Smart Controller")).getByRole("button", { name: "Add to Cart" }));
    expect(screen.getByRole("heading", { name: "Login page" })).toBeInTheDocument();
    expect(toasts()).toEqual([["error", "You must be logged in to add items to the cart."]]);
  });

  it("sends a signed-out shopper to /login with the spec's message on Buy Now", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(within(card("Semi Automatic")).getByRole("button", { name: "Buy Now" }));
    expect(screen.getByRole("heading", { name: "Login page" })).toBeInTheDocument();
    expect(toasts()).toEqual([["error", "You must be logged in to place your order"]]);
  });

  it("tells a signed-in shopper honestly that nothing was added or ordered yet", async () => {
    const user = userEvent.setup();
    useSession.setState({
      status: "signed-in",
      user: { uid: "u1", email: "a@b.in", displayName: null, photoURL: null, emailVerified: true },
      isAdmin: false,
    });
    renderPage();
    await user.click(within(card("Smart Controller")).getByRole("button", { name: "Add to Cart" }));
    await user.click(within(card("Smart Controller")).getByRole("button", { name: "Buy Now" }));
    expect(screen.getByRole("heading", { level: 1, name: "Our Products" })).toBeInTheDocument();
    expect(toasts()).toEqual([
      ["info", "Adding to the cart isn't available yet, so nothing was added."],
      ["info", "Buying online isn't available yet, so no order was placed."],
    ]);
  });
});
