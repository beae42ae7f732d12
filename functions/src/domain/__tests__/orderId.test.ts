import { describe, expect, it } from "vitest";
import { isOrderId, mobileDigits, newOrderId, shortIdFromSearch, shortOrderId } from "..";

const at = new Date("2026-11-22T10:00:00.123Z");

describe("order ids", () => {
  it("follow ORD-{year}-{ms timestamp} with a suffix", () => {
    const id = newOrderId(at, () => 0);
    expect(id).toBe(`ORD-2026-${at.getTime()}-2222`);
    expect(isOrderId(id)).toBe(true);
  });

  it("do not collide within one millisecond", () => {
    const ids = new Set(Array.from({ length: 500 }, () => newOrderId(at)));
    expect(ids.size).toBeGreaterThan(495);
  });

  it.each([
    ["ORD-2026-1763805600123-K7QZ", true],
    ["ORD-2026-1763805600123", false],
    ["ord-2026-1763805600123-K7QZ", false],
    ["ORD-2026-1763805600123-K7QZ/../x", false],
    [42, false],
  ])("isOrderId(%p) is %p", (value, expected) => {
    expect(isOrderId(value)).toBe(expected);
  });

  it("show shoppers a short id that tells orders apart", () => {
    expect(shortOrderId("ORD-2026-1763805600123-K7QZ")).toBe("0123-K7QZ");
    expect(shortOrderId("ORD-2026-1763805600999-K7QZ")).not.toBe(
      shortOrderId("ORD-2026-1763805600123-K7QZ"),
    );
  });

  it.each([
    ["0123-K7QZ", "0123-K7QZ"],
    ["0123-k7qz", "0123-K7QZ"],
    ["0123k7qz", "0123-K7QZ"],
    [" #0123 K7QZ ", "0123-K7QZ"],
    ["0123-K7Q", undefined],
    ["0123-K7Q0", undefined], // 0 is not in the suffix's alphabet
    ["ORD-2026-1763805600123-K7QZ", undefined],
  ])("reads the short id typed as %j as %j", (typed, expected) => {
    expect(shortIdFromSearch(typed)).toBe(expected);
  });

  it.each([
    ["9876543210", "9876543210"],
    ["+91 9876543210", "9876543210"],
    ["+91-98765 43210", "9876543210"],
    ["09876543210", "9876543210"],
    ["919876543210", "9876543210"],
    ["5876543210", undefined],
    ["98765", undefined],
    ["+1 415 555 0100", undefined],
  ])("reads the mobile number %j as %j", (typed, expected) => {
    expect(mobileDigits(typed)).toBe(expected);
  });
});
