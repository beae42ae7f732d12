import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { PRODUCTS, type Product } from "@shop/domain";
import { ProductCard } from "../ProductCard";

const smartController = PRODUCTS.find((p) => p.id === "semiAutomatic-1") as Product;

/** A product whose variants differ in price, so switching must change the price shown. */
const twoPrices: Product = {
  ...smartController,
  id: "fixture-1",
  name: "Fixture Controller",
  variants: {
    Motar_Compatible: { ...smartController.variants.Motar_Compatible, price: 39900 },
    Starter_Compatible: { ...smartController.variants.Starter_Compatible, price: 124950 },
  },
};

function renderCard(product: Product) {
  const onAddToCart = vi.fn();
  const onBuyNow = vi.fn();
  render(<ProductCard product={product} onAddToCart={onAddToCart} onBuyNow={onBuyNow} />);
  return { onAddToCart, onBuyNow, card: screen.getByRole("article", { name: product.name }) };
}

function features(card: HTMLElement) {
  const list = card.querySelector(".feature-list");
  return Array.from(list?.querySelectorAll("li") ?? []).map((li) => li.textContent);
}

describe("ProductCard", () => {
  it("shows image, name, description and the Motar Compatible variant by default", () => {
    const { card } = renderCard(smartController);
    expect(within(card).getByRole("img", { name: "Smart Controller controller" })).toHaveAttribute(
      "src",
      "/images/smart-controller.svg",
    );
    expect(within(card).getByRole("heading", { level: 2 })).toHaveTextContent("Smart Controller");
    expect(within(card).getByText(smartController.description)).toBeInTheDocument();
    expect(within(card).getByRole("radio", { name: "Motar Compatible" })).toBeChecked();
    expect(within(card).getByRole("radio", { name: "Starter Compatible" })).not.toBeChecked();
    expect(within(card).getByText("₹399.00")).toBeInTheDocument();
    expect(features(card)).toEqual([
      "Real-time tank level monitoring",
      "Automatic pump start and stop",
      "Dry-run protection for the motor",
      "Overflow prevention saves water and power",
    ]);
  });

  it("switches price and features with the variant", async () => {
    const user = userEvent.setup();
    const { card } = renderCard(twoPrices);
    expect(within(card).getByText("₹399.00")).toBeInTheDocument();
    await user.click(within(card).getByRole("radio", { name: "Starter Compatible" }));
    expect(within(card).getByText("₹1,249.50")).toBeInTheDocument();
    expect(within(card).queryByText("₹399.00")).not.toBeInTheDocument();
    expect(features(card)).toEqual([
      "Real-time tank level monitoring",
      "Works with your existing pump starter",
      "Dry-run protection through the starter",
      "Overflow prevention saves water and power",
    ]);
    await user.click(within(card).getByRole("radio", { name: "Motar Compatible" }));
    expect(within(card).getByText("₹399.00")).toBeInTheDocument();
  });

  it("lists the product's and the variant's full specifications", async () => {
    const user = userEvent.setup();
    const { card } = renderCard(smartController);
    const specs = () =>
      Array.from(card.querySelectorAll(".spec-row")).map((row) => [
        row.querySelector("dt")?.textContent,
        row.querySelector("dd")?.textContent,
      ]);
    expect(specs()).toEqual([
      ...smartController.specifications.map((s) => [s.name, s.value]),
      ["Pump connection", "Direct motor wiring, up to 1.5 HP single phase"],
      ["Relay rating", "30 A, 250 V AC"],
    ]);
    await user.click(within(card).getByRole("radio", { name: "Starter Compatible" }));
    expect(specs()).toContainEqual([
      "Pump connection",
      "Through existing DOL / star-delta starter",
    ]);
    expect(specs()).toContainEqual(["Starter interface", "Potential-free contacts, 5 A"]);
  });

  it("hands the product id and the chosen variant to Add to Cart and Buy Now", async () => {
    const user = userEvent.setup();
    const { card, onAddToCart, onBuyNow } = renderCard(smartController);
    await user.click(within(card).getByRole("button", { name: "Add to Cart" }));
    expect(onAddToCart).toHaveBeenCalledWith("semiAutomatic-1", "Motar_Compatible", 1);
    await user.click(within(card).getByRole("radio", { name: "Starter Compatible" }));
    await user.click(within(card).getByRole("button", { name: "Buy Now" }));
    expect(onBuyNow).toHaveBeenCalledWith("semiAutomatic-1", "Starter_Compatible");
  });

  it("adds the quantity chosen with − and + beside Add to Cart, from 1 to 99", async () => {
    const user = userEvent.setup();
    const { card, onAddToCart } = renderCard(smartController);
    const stepper = within(
      within(card).getByRole("group", { name: "Quantity of Smart Controller" }),
    );
    const field = stepper.getByRole("spinbutton", { name: "Quantity" });
    const less = stepper.getByRole("button", { name: "Decrease quantity of Smart Controller" });
    const more = stepper.getByRole("button", { name: "Increase quantity of Smart Controller" });
    expect(field).toHaveValue(1);
    expect(less).toBeDisabled();
    await user.click(more);
    await user.click(more);
    await user.click(less);
    expect(field).toHaveValue(2);
    await user.click(within(card).getByRole("radio", { name: "Starter Compatible" }));
    await user.click(within(card).getByRole("button", { name: "Add to Cart" }));
    expect(onAddToCart).toHaveBeenLastCalledWith("semiAutomatic-1", "Starter_Compatible", 2);

    await user.clear(field);
    await user.type(field, "250");
    await user.tab();
    expect(field).toHaveValue(99);
    expect(more).toBeDisabled();
    await user.click(within(card).getByRole("button", { name: "Add to Cart" }));
    expect(onAddToCart).toHaveBeenLastCalledWith("semiAutomatic-1", "Starter_Compatible", 99);
  });

  it("counts a cleared or zero quantity as 1, and Buy Now always orders one", async () => {
    const user = userEvent.setup();
    const { card, onAddToCart, onBuyNow } = renderCard(smartController);
    const field = within(card).getByRole("spinbutton", { name: "Quantity" });
    await user.clear(field);
    await user.type(field, "0");
    await user.click(within(card).getByRole("button", { name: "Add to Cart" }));
    expect(field).toHaveValue(1);
    expect(onAddToCart).toHaveBeenLastCalledWith("semiAutomatic-1", "Motar_Compatible", 1);
    await user.click(
      within(card).getByRole("button", { name: "Increase quantity of Smart Controller" }),
    );
    await user.click(within(card).getByRole("button", { name: "Buy Now" }));
    expect(onBuyNow).toHaveBeenCalledWith("semiAutomatic-1", "Motar_Compatible");
  });

  it("puts Notify me in Buy Now's place for a sold-out variant, and says when it is asked", async () => {
    const user = userEvent.setup();
    const onNotify = vi.fn();
    const state = { Motar_Compatible: "idle", Starter_Compatible: "saved" } as const;
    const soldOut = { price: 39900, stock: 2, held: 2, active: true, lowStock: 5 };
    const live = { variants: { Motar_Compatible: soldOut, Starter_Compatible: soldOut } };
    const props = { onAddToCart: vi.fn(), onBuyNow: vi.fn(), onNotify, live };
    const { rerender } = render(
      <ProductCard product={smartController} {...props} notifyState={(key) => state[key]} />,
    );
    const card = within(screen.getByRole("article", { name: smartController.name }));
    expect(card.queryByRole("button", { name: "Buy Now" })).not.toBeInTheDocument();
    await user.click(card.getByRole("button", { name: "Notify me" }));
    expect(onNotify).toHaveBeenCalledExactlyOnceWith("semiAutomatic-1", "Motar_Compatible");

    await user.click(card.getByRole("radio", { name: "Starter Compatible" }));
    expect(card.getByRole("button", { name: "We'll e-mail you" })).toBeDisabled();

    rerender(<ProductCard product={smartController} {...props} notifyState={() => "asking"} />);
    const asking = card.getByRole("button", { name: "Notify me" });
    expect(asking).toBeDisabled();
    expect(asking).toHaveAttribute("aria-busy", "true");
  });
});
