import { describe, expect, it } from "vitest";
import {
  DISCOUNT_MESSAGES,
  DomainError,
  MIN_PAYABLE,
  adminSaveDiscountInputSchema,
  assertUseLeft,
  discountCodeSchema,
  discountOff,
  indiaDay,
  spreadDiscount,
  type DiscountTerms,
} from "..";

const terms: DiscountTerms = {
  code: "FESTIVE10",
  kind: "percent",
  value: 10,
  minOrder: 50_000,
  startsOn: "2026-11-01",
  endsOn: "2026-11-30",
  totalLimit: 0,
  perShopperLimit: 0,
  prepaidOnly: false,
  active: true,
};
const during = new Date("2026-11-15T06:00:00Z");

/** The refusal `run` throws: its code and sentence. */
function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return { code: (error as DomainError).code, message: (error as DomainError).message };
  }
  throw new Error("not refused");
}

describe("discountOff", () => {
  it("takes a percentage, rounded down to the paisa", () => {
    expect(discountOff(terms, 79_800, during)).toBe(7_980);
    expect(discountOff({ ...terms, value: 15 }, 79_899, during)).toBe(11_984);
  });

  it("takes a fixed amount, never more than leaves ₹1 to pay", () => {
    const fixed = { ...terms, kind: "fixed" as const, value: 10_000, minOrder: 0 };
    expect(discountOff(fixed, 79_800, during)).toBe(10_000);
    expect(discountOff(fixed, 10_000, during)).toBe(10_000 - MIN_PAYABLE);
    expect(discountOff(fixed, 50, during)).toBe(0);
    expect(discountOff({ ...terms, value: 90, minOrder: 0 }, 100, during)).toBe(0);
  });

  it("counts its days in India time, both ends inclusive", () => {
    // 1 Nov 00:00 IST is 31 Oct 18:30 UTC.
    expect(discountOff(terms, 79_800, new Date("2026-10-31T18:30:00Z"))).toBe(7_980);
    expect(refusal(() => discountOff(terms, 79_800, new Date("2026-10-31T18:29:59Z")))).toEqual({
      code: "failed-precondition",
      message: "This discount code can be used from 1 Nov 2026.",
    });
    // 30 Nov 23:59:59 IST is 30 Nov 18:29:59 UTC.
    expect(discountOff(terms, 79_800, new Date("2026-11-30T18:29:59Z"))).toBe(7_980);
    expect(refusal(() => discountOff(terms, 79_800, new Date("2026-11-30T18:30:00Z")))).toEqual({
      code: "failed-precondition",
      message: "This discount code ended on 30 Nov 2026.",
    });
    expect(indiaDay(new Date("2026-11-30T18:30:00Z"))).toBe("2026-12-01");
  });

  it("refuses a switched-off code, and goods below the minimum", () => {
    expect(refusal(() => discountOff({ ...terms, active: false }, 79_800, during))).toEqual({
      code: "failed-precondition",
      message: DISCOUNT_MESSAGES.inactive,
    });
    expect(discountOff(terms, 50_000, during)).toBe(5_000);
    expect(refusal(() => discountOff(terms, 49_999, during))).toEqual({
      code: "failed-precondition",
      message: "This discount code needs an order of at least ₹500.00.",
    });
  });
});

describe("assertUseLeft", () => {
  it("lets a use through below both limits, and any number with none", () => {
    expect(() => assertUseLeft({ totalLimit: 3, perShopperLimit: 1 }, 2, 0)).not.toThrow();
    expect(() => assertUseLeft({ totalLimit: 0, perShopperLimit: 0 }, 10_000, 500)).not.toThrow();
  });

  it("refuses the use past the shop's limit, then past the shopper's", () => {
    expect(refusal(() => assertUseLeft({ totalLimit: 3, perShopperLimit: 1 }, 3, 1))).toEqual({
      code: "failed-precondition",
      message: DISCOUNT_MESSAGES.usedUp,
    });
    expect(refusal(() => assertUseLeft({ totalLimit: 3, perShopperLimit: 2 }, 2, 2))).toEqual({
      code: "failed-precondition",
      message: DISCOUNT_MESSAGES.usedByYou,
    });
  });
});

describe("spreadDiscount", () => {
  it("spreads in proportion and the shares add up to the discount exactly", () => {
    expect(spreadDiscount([79_800, 39_900], 11_970)).toEqual([7_980, 3_990]);
    const shares = spreadDiscount([33_333, 33_333, 33_334], 10_001);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(10_001);
    expect(shares).toEqual([3_334, 3_333, 3_334]);
    expect(spreadDiscount([100, 200, 300], 7)).toEqual([1, 2, 4]);
  });

  it("gives nothing when there is nothing to spread", () => {
    expect(spreadDiscount([79_800, 100], 0)).toEqual([0, 0]);
    expect(spreadDiscount([], 500)).toEqual([]);
  });
});

describe("the code's schemas", () => {
  it("matches a code without case or spaces", () => {
    expect(discountCodeSchema.parse(" festive 10 ")).toBe("FESTIVE10");
    for (const bad of ["AB", "FESTIVE-10", "A".repeat(21), 10]) {
      expect(discountCodeSchema.safeParse(bad).error?.issues[0]?.message).toBe(
        DISCOUNT_MESSAGES.badCode,
      );
    }
  });

  it("takes the console's terms with the code normalised, and refuses bad figures", () => {
    expect(adminSaveDiscountInputSchema.parse({ ...terms, code: "festive10" })).toEqual(terms);
    for (const bad of [
      { value: 91 },
      { kind: "fixed", value: 0 },
      { totalLimit: -1 },
      { perShopperLimit: 0.5 },
      { endsOn: "2026-10-31" },
      { startsOn: "1 Nov" },
    ]) {
      expect(
        adminSaveDiscountInputSchema.safeParse({ ...terms, ...bad }).error?.issues[0]?.message,
      ).toBe(DISCOUNT_MESSAGES.badTerms);
    }
    expect(
      adminSaveDiscountInputSchema.parse({ ...terms, kind: "fixed", value: 150_000 }),
    ).toMatchObject({
      value: 150_000,
    });
  });
});
