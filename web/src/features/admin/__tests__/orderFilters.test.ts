import { describe, expect, it } from "vitest";
import { NO_FILTERS, isFiltered, queryPlan, type OrderFilters } from "../orderFilters";

const plan = (filters: Partial<OrderFilters>) => queryPlan({ ...NO_FILTERS, ...filters });

describe("the order list's query plan", () => {
  it.each<[string, Partial<OrderFilters>, [string, string][]]>([
    ["no filter", {}, []],
    ["paid orders", { payment: "paid" }, [["status", "paid"]]],
    ["pending orders", { payment: "pending" }, [["status", "pending"]]],
    ["shipped orders", { stage: "shipped" }, [["fulfilment.stage", "shipped"]]],
    [
      "a paid and packed order",
      { payment: "paid", stage: "packed" },
      [
        ["status", "paid"],
        ["fulfilment.stage", "packed"],
      ],
    ],
    ["a customer's orders", { email: " asha@example.in " }, [["customerEmail", "asha@example.in"]]],
  ])("%s", (_, filters, equalities) => {
    const result = plan(filters);
    expect(result.equalities).toEqual(equalities);
    expect(result.newestFirst).toBe(true);
    expect(result.keep).toBeUndefined();
    expect(result.none).toBeUndefined();
  });

  it("shows paid and still-payable orders by default, and every order once any filter is on", () => {
    expect(plan({}).openOnly).toBe(true);
    expect(plan({ payment: "pending" }).openOnly).toBeUndefined();
    expect(plan({ email: "asha@example.in" }).openOnly).toBeUndefined();
  });

  it("looks an order id up exactly, ignoring the other filters", () => {
    expect(plan({ orderId: " ORD-2026-1 ", payment: "pending", email: "a@b.in" })).toEqual({
      equalities: [["orderId", "ORD-2026-1"]],
      newestFirst: false,
    });
  });

  it("asks for paid orders at stage Paid and keeps those nobody has moved", () => {
    const result = plan({ stage: "paid" });
    expect(result.equalities).toEqual([["status", "paid"]]);
    expect(result.keep?.({ status: "paid" })).toBe(true);
    expect(result.keep?.({ status: "paid", fulfilment: { stage: "paid" } })).toBe(true);
    expect(result.keep?.({ status: "paid", fulfilment: { stage: "packed" } })).toBe(false);
  });

  it("knows a pending order has no fulfilment stage", () => {
    expect(plan({ payment: "pending", stage: "shipped" }).none).toBe(true);
    expect(plan({ payment: "pending", stage: "paid" }).none).toBe(true);
  });

  it("says whether anything is filtered", () => {
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, email: "  " })).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, stage: "delivered" })).toBe(true);
  });
});
