import { describe, expect, it } from "vitest";
import {
  DomainError,
  MAX_QUANTITY_PER_LINE,
  STOCK_MESSAGES,
  priceOrder,
  type RequestedLine,
} from "..";

const smart = (quantity = 1, variantKey = "Motar_Compatible"): RequestedLine => ({
  productId: "semiAutomatic-1",
  variantKey,
  quantity,
});
const semi = (quantity = 1, variantKey = "Starter_Compatible"): RequestedLine => ({
  productId: "SemiAutomatic-2",
  variantKey,
  quantity,
});

describe("priceOrder", () => {
  it.each([
    [[smart()], 39900],
    [[semi()], 79900],
    [[smart(2), semi(3)], 2 * 39900 + 3 * 79900],
    [[smart(1, "Motar_Compatible"), smart(1, "Starter_Compatible")], 79800],
    [[smart(MAX_QUANTITY_PER_LINE)], MAX_QUANTITY_PER_LINE * 39900],
  ])("prices %o at %i paise", (lines, amount) => {
    expect(priceOrder(lines).amount).toBe(amount);
  });

  it("stores the catalog's names, prices, line totals and images", () => {
    expect(priceOrder([semi(2)]).items).toEqual([
      {
        productId: "SemiAutomatic-2",
        productName: "Semi Automatic",
        variantKey: "Starter_Compatible",
        variantName: "Starter_Compatible",
        price: 79900,
        quantity: 2,
        lineTotal: 159800,
        image: "/images/semi-automatic.svg",
      },
    ]);
  });

  it("merges repeated lines of one product and variant", () => {
    const { items } = priceOrder([smart(2), smart(3)]);
    expect(items.map((i) => i.quantity)).toEqual([5]);
  });

  it.each<[string, RequestedLine[], string]>([
    ["an empty cart", [], "Your cart is empty!"],
    [
      "an unknown product",
      [{ productId: "x", variantKey: "Motar_Compatible", quantity: 1 }],
      "This product is not in our catalog.",
    ],
    ["an unknown variant", [smart(1, "Gold")], "Invalid product variant."],
    ["a zero quantity", [smart(0)], "Quantity must be a whole number of at least 1."],
    ["a negative quantity", [smart(-2)], "Quantity must be a whole number of at least 1."],
    ["a fractional quantity", [smart(1.5)], "Quantity must be a whole number of at least 1."],
    [
      "an absurd quantity",
      [smart(MAX_QUANTITY_PER_LINE + 1)],
      "You can order at most 99 of one item.",
    ],
    ["a cap dodged by splitting", [smart(60), smart(60)], "You can order at most 99 of one item."],
  ])("refuses %s", (_case, lines, message) => {
    expect(() => priceOrder(lines)).toThrow(new DomainError("invalid-argument", message));
  });

  describe("at the owner's live prices", () => {
    const figures = { stock: 5, held: 0, lowStock: 1 };
    const live = {
      "semiAutomatic-1": {
        variants: { Motar_Compatible: { ...figures, price: 45000, active: true } },
      },
    };

    it("uses an entry's price, and the code's where a variant has none", () => {
      const { items, amount } = priceOrder(
        [smart(2), smart(1, "Starter_Compatible"), semi()],
        live,
      );
      expect(items.map((item) => [item.price, item.lineTotal])).toEqual([
        [45000, 90000],
        [39900, 39900],
        [79900, 79900],
      ]);
      expect(amount).toBe(90000 + 39900 + 79900);
    });

    it("refuses a hidden variant", () => {
      const hidden = {
        "SemiAutomatic-2": {
          variants: { Starter_Compatible: { ...figures, price: 1, active: false } },
        },
      };
      expect(() => priceOrder([smart(), semi()], hidden)).toThrow(
        new DomainError("failed-precondition", STOCK_MESSAGES.hidden),
      );
    });
  });
});
