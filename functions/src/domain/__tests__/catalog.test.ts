import { describe, expect, it } from "vitest";
import {
  DEFAULT_VARIANT,
  PRODUCTS,
  VARIANT_KEYS,
  findProduct,
  findVariant,
  formatINR,
  isVariantKey,
  productIdFor,
  variantLabel,
  variantName,
} from "..";

describe("catalog", () => {
  it("sells exactly the two products of the spec, in order", () => {
    expect(PRODUCTS.map((p) => [p.id, p.name])).toEqual([
      ["semiAutomatic-1", "Smart Controller"],
      ["SemiAutomatic-2", "Semi Automatic"],
    ]);
  });

  it.each([
    ["semiAutomatic-1", "Motar_Compatible", "₹399.00"],
    ["semiAutomatic-1", "Starter_Compatible", "₹399.00"],
    ["SemiAutomatic-2", "Motar_Compatible", "₹799.00"],
    ["SemiAutomatic-2", "Starter_Compatible", "₹799.00"],
  ])("%s %s costs %s", (productId, variantKey, price) => {
    const variant = findVariant(productId, variantKey);
    expect(variant && formatINR(variant.price)).toBe(price);
  });

  it("gives every variant features and specifications, and every product specifications", () => {
    for (const product of PRODUCTS) {
      expect(product.specifications.length).toBeGreaterThan(0);
      for (const key of VARIANT_KEYS) {
        expect(product.variants[key].features.length).toBeGreaterThan(0);
        expect(product.variants[key].specifications.length).toBeGreaterThan(0);
      }
    }
  });

  it("defaults to the motor-compatible variant", () => {
    expect(DEFAULT_VARIANT).toBe("Motar_Compatible");
  });

  it.each([
    ["nope", "Motar_Compatible"],
    ["semiAutomatic-1", "Pro"],
    ["semiautomatic-1", "Motar_Compatible"],
  ])("finds nothing for %s / %s", (productId, variantKey) => {
    expect(findVariant(productId, variantKey)).toBeUndefined();
  });

  it("looks products up by id only", () => {
    expect(findProduct("SemiAutomatic-2")?.name).toBe("Semi Automatic");
    expect(findProduct("Semi Automatic")).toBeUndefined();
  });

  it.each([
    ["Motar_Compatible", true],
    ["Starter_Compatible", true],
    ["motar_compatible", false],
    [undefined, false],
  ])("isVariantKey(%p) is %p", (value, expected) => {
    expect(isVariantKey(value)).toBe(expected);
  });

  it("names and labels variants as the spec says", () => {
    expect(variantName("Motar_Compatible")).toBe("Motar_Compatible");
    expect(variantLabel("Starter_Compatible")).toBe("Starter Compatible");
  });

  it.each([
    [{ id: "semiAutomatic-1", name: "Smart Controller" }, "semiAutomatic-1"],
    [{ name: "Smart Tank Controller" }, "smart-tank-controller"],
    [{ id: "", name: "Semi  Automatic" }, "semi-automatic"],
  ])("productIdFor(%o) is %s", (product, id) => {
    expect(productIdFor(product)).toBe(id);
  });
});
