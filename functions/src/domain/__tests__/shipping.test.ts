import { describe, expect, it } from "vitest";
import { estimatedShipping, formatLongDate } from "..";

describe("shipping", () => {
  it.each([
    ["2026-11-22T10:00:00Z", "2026-11-29T10:00:00.000Z"],
    ["2026-12-28T23:30:00Z", "2027-01-04T23:30:00.000Z"],
  ])("ships an order paid at %s by %s", (paid, shipped) => {
    expect(estimatedShipping(new Date(paid)).toISOString()).toBe(shipped);
  });

  it("writes dates in long form with the full month name, Indian time", () => {
    expect(formatLongDate(new Date("2026-11-22T20:00:00Z"))).toBe("23 November 2026");
  });
});
