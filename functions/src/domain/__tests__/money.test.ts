import { describe, expect, it } from "vitest";
import { formatINR, isPaise, parsePriceText, rupees } from "../money";

describe("formatINR", () => {
  it.each([
    [39900, "₹399.00"],
    [79900, "₹799.00"],
    [0, "₹0.00"],
    [5, "₹0.05"],
    [12345678, "₹1,23,456.78"],
  ])("formats %i paise as %s", (paise, text) => {
    expect(formatINR(paise)).toBe(text);
  });

  it.each([[-1], [1.5], [Number.NaN], [Number.POSITIVE_INFINITY]])("refuses %p", (bad) => {
    expect(() => formatINR(bad)).toThrow(RangeError);
  });
});

describe("rupees", () => {
  it.each([
    [399, 39900],
    [0.1 + 0.2, 30],
    [799.99, 79999],
  ])("turns ₹%p into %i paise", (amount, paise) => {
    expect(rupees(amount)).toBe(paise);
  });
});

describe("parsePriceText", () => {
  it.each([
    ["Rs 399.00", 39900],
    ["Rs 1234", 123400],
    ["Rs 12.5", 1250],
    [" Rs 799 ", 79900],
    ["399", null],
    ["Rs -5", null],
    ["Rs 1.234", null],
    ["Rs abc", null],
  ])("reads %p as %p", (text, paise) => {
    expect(parsePriceText(text)).toBe(paise);
  });
});

describe("isPaise", () => {
  it.each([
    [100, true],
    [0, true],
    [-1, false],
    [0.5, false],
    ["100", false],
  ])("%p → %p", (value, expected) => {
    expect(isPaise(value)).toBe(expected);
  });
});
