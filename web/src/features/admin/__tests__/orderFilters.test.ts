import { describe, expect, it } from "vitest";
import {
  NO_FILTERS,
  isFiltered,
  queryPlan,
  searchProblem,
  type OrderFilters,
} from "../orderFilters";

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

  it.each(["2446-AC8Q", "2446-ac8q", "2446ac8q", " #2446 AC8Q "])(
    "finds the short id shoppers read, typed as %j",
    (typed) => {
      expect(plan({ orderId: typed, payment: "paid" })).toEqual({
        equalities: [["shortId", "2446-AC8Q"]],
        newestFirst: false,
      });
    },
  );

  it("finds a full order id typed in lower case", () => {
    expect(plan({ orderId: "ord-2026-1764312462446-ac8q" }).equalities).toEqual([
      ["orderId", "ORD-2026-1764312462446-AC8Q"],
    ]);
  });

  it("finds an e-mail typed with capitals (orders store it lower-cased)", () => {
    expect(plan({ email: " Asha.Rao@Example.IN ", payment: "paid" }).equalities).toEqual([
      ["customerEmail", "asha.rao@example.in"],
      ["status", "paid"],
    ]);
  });

  it.each(["9876543210", "+91 98765 43210", "+91-9876543210", "09876543210", "98765 43210"])(
    "finds the delivery phone typed as %j, newest first, alone",
    (typed) => {
      expect(plan({ phone: typed, email: "a@b.in", payment: "paid" })).toEqual({
        equalities: [["deliveryPhone", "9876543210"]],
        newestFirst: true,
      });
    },
  );

  it("says what is wrong with a search it cannot run", () => {
    expect(searchProblem({ orderId: "2446", phone: "" })).toBe(
      "Enter the order ID as the shopper sees it (e.g. 2446-AC8Q) or in full (ORD-…).",
    );
    expect(searchProblem({ orderId: "", phone: "12345" })).toBe(
      "Enter a 10-digit mobile number, with or without +91.",
    );
    expect(searchProblem({ orderId: "2446-ac8q", phone: "+91 98765 43210" })).toBeUndefined();
  });

  it("asks for paid orders at stage Paid and keeps those nobody has moved", () => {
    const result = plan({ stage: "paid" });
    expect(result.equalities).toEqual([["status", "paid"]]);
    expect(result.keep?.({ status: "paid" })).toBe(true);
    expect(result.keep?.({ status: "paid", fulfilment: { stage: "paid" } })).toBe(true);
    expect(result.keep?.({ status: "paid", fulfilment: { stage: "packed" } })).toBe(false);
  });

  it("lists every cash on delivery order newest first, narrowing by stage and e-mail here", () => {
    expect(plan({ payment: "cod" })).toEqual({
      equalities: [["paymentMethod", "cod"]],
      newestFirst: true,
    });
    const { equalities, keep } = plan({ payment: "cod", stage: "shipped", email: "Asha@X.in" });
    expect(equalities).toEqual([["paymentMethod", "cod"]]);
    const shipped = { status: "cod", fulfilment: { stage: "shipped" as const } };
    expect(keep?.({ ...shipped, customerEmail: "asha@x.in" })).toBe(true);
    expect(keep?.({ ...shipped, customerEmail: "ravi@x.in" })).toBe(false);
    expect(keep?.({ status: "cod", customerEmail: "asha@x.in" })).toBe(false);
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
