import { describe, expect, it } from "vitest";
import { PENDING_ORDER_TTL_MS, closureOf, sameLines } from "../order";

const placed = new Date("2026-11-25T10:00:00Z");
const at = placed.getTime();

describe("closureOf", () => {
  it("keeps an unpaid order open until PENDING_ORDER_TTL_MS, then reads it as expired", () => {
    const order = { status: "pending", createdAt: placed };
    expect(closureOf(order, at + PENDING_ORDER_TTL_MS - 1)).toBeUndefined();
    expect(closureOf(order, at + PENDING_ORDER_TTL_MS)).toEqual({
      reason: "expired",
      at: new Date(at + PENDING_ORDER_TTL_MS),
    });
  });

  it("answers a stored closure, and never closes a paid order", () => {
    const closed = { reason: "superseded" as const, at: placed };
    expect(closureOf({ status: "pending", createdAt: placed, closed }, at)).toBe(closed);
    expect(
      closureOf({ status: "paid", createdAt: placed, closed }, at + 2 * PENDING_ORDER_TTL_MS),
    ).toBeUndefined();
  });
});

describe("sameLines", () => {
  const line = (productId: string, quantity: number, price = 39900) => ({
    productId,
    variantKey: "Motar_Compatible",
    quantity,
    price,
  });
  it("ignores the lines' order, not their quantities or prices", () => {
    expect(sameLines([line("a", 1), line("b", 2)], [line("b", 2), line("a", 1)])).toBe(true);
    expect(sameLines([line("a", 1)], [line("a", 2)])).toBe(false);
    expect(sameLines([line("a", 1)], [line("a", 1, 100)])).toBe(false);
    expect(sameLines([line("a", 1)], [line("a", 1), line("b", 1)])).toBe(false);
  });
});
