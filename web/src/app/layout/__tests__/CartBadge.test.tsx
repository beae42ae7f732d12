import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { useCartStore } from "../../../features/cart/cartStore";
import { cartLinkLabel, formatBadgeCount } from "../Header";
import { renderHeader, resetStores, signIn } from "./headerTestUtils";

beforeEach(() => {
  resetStores();
  signIn();
});

function seedCart(...quantities: number[]) {
  useCartStore.setState({
    lines: quantities.map((quantity, i) => ({
      productId: i % 2 ? "SemiAutomatic-2" : "semiAutomatic-1",
      variantKey: i < 2 ? "Motar_Compatible" : "Starter_Compatible",
      quantity,
    })),
  });
}

describe("cart badge", () => {
  it.each([
    [1, "1"],
    [99, "99"],
    [100, "99+"],
    [1500, "99+"],
  ])("formats %i as %s", (count, text) => {
    expect(formatBadgeCount(count)).toBe(text);
  });

  it("shows no badge for an empty cart, and links to /cart", () => {
    renderHeader();
    const link = screen.getByRole("link", { name: "Cart, 0 items" });
    expect(link).toHaveAttribute("href", "/cart");
    expect(link.querySelector(".badge")).toBeNull();
  });

  it("counts quantities across lines: 99 shows 99", () => {
    seedCart(40, 59);
    renderHeader();
    const link = screen.getByRole("link", { name: "Cart, 99 items" });
    expect(link.querySelector(".badge")).toHaveTextContent(/^99$/);
  });

  it("caps at 99+ from 100 items", () => {
    seedCart(40, 59, 1);
    renderHeader();
    const link = screen.getByRole("link", { name: "Cart, 100 items" });
    expect(link.querySelector(".badge")).toHaveTextContent(/^99\+$/);
  });

  it("names a single item in the singular", () => {
    expect(cartLinkLabel(1)).toBe("Cart, 1 item");
  });
});
