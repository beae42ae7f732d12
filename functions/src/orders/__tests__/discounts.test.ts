import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { DISCOUNT_MESSAGES, firestorePaths } from "../../domain";
import { adminSaveDiscount, checkDiscount } from "../../index";
import { db } from "../../lib/firestore";
import { storedOrder, usePaymentKit } from "../../payments/__tests__/paymentKit";
import { callAs, callAsAdmin, OPERATOR, rejection } from "../../admin/__tests__/adminKit";
import { storedDocuments } from "./codKit";
import { FESTIVE, placeWithCode, smartLine, storeCode } from "./discountKit";
import { stockSmart } from "./stockKit";

usePaymentKit({ deliverWebhooks: false });

const asha = { uid: "asha" };
const check = (code: string, quantity = 2) =>
  callAs(checkDiscount, asha, { code, items: [smartLine(quantity)] });

describe("checkDiscount", () => {
  it("answers the goods at live prices, what the code takes off and the total", async () => {
    await stockSmart(10, { price: 50000 });
    await storeCode({ prepaidOnly: true });
    expect(await check(" festive10 ")).toEqual({
      code: "FESTIVE10",
      goods: 100000,
      discount: 10000,
      total: 90000,
      prepaidOnly: true,
    });
    await storeCode({ kind: "fixed", value: 150000 });
    // Never below ₹1 to pay: Razorpay takes no smaller order.
    expect(await check("FESTIVE10")).toMatchObject({ discount: 99900, total: 100 });
  });

  it.each([
    ["an unknown code", {}, "NOSUCH", DISCOUNT_MESSAGES.unknown],
    ["a switched-off code", { active: false }, "FESTIVE10", DISCOUNT_MESSAGES.inactive],
    [
      "a code not started",
      { startsOn: "2099-01-05" },
      "FESTIVE10",
      "This discount code can be used from 5 Jan 2099.",
    ],
    [
      "an ended code",
      { endsOn: "2021-03-31" },
      "FESTIVE10",
      "This discount code ended on 31 Mar 2021.",
    ],
    [
      "an order below the minimum",
      { minOrder: 100000 },
      "FESTIVE10",
      "This discount code needs an order of at least ₹1,000.00.",
    ],
    ["a used-up code", { totalLimit: 3 }, "FESTIVE10", DISCOUNT_MESSAGES.usedUp],
  ])("refuses %s with its sentence", async (_what, terms, code, message) => {
    await storeCode(terms, 3);
    expect(await rejection(check(code))).toMatchObject({ code: "failed-precondition", message });
  });

  it("refuses a code the shopper used up, and a malformed one, writing nothing", async () => {
    await storeCode({ perShopperLimit: 1 });
    await db().doc(firestorePaths.discountShopper("FESTIVE10", "asha")).set({ used: 1 });
    const before = await storedDocuments();
    expect(await rejection(check("FESTIVE10"))).toMatchObject({
      code: "failed-precondition",
      message: DISCOUNT_MESSAGES.usedByYou,
    });
    expect(await rejection(check("F-10"))).toMatchObject({
      code: "invalid-argument",
      message: DISCOUNT_MESSAGES.badCode,
    });
    expect(await storedDocuments()).toEqual(before);
  });
});

describe("placeOrder with a discount code", () => {
  it("stores the discount and the discounted amount; a later edit never changes it", async () => {
    await storeCode();
    const placed = await placeWithCode(asha, "festive10");
    expect(placed.amount).toBe(71820);
    const discount = { code: "FESTIVE10", kind: "percent", value: 10, amount: 7980 };
    expect(await storedOrder("asha", placed.orderId)).toMatchObject({
      amount: 71820,
      discount: { ...discount, prepaidOnly: false },
      items: [{ lineTotal: 79800 }],
    });
    await storeCode({ value: 50, prepaidOnly: true });
    expect(await storedOrder("asha", placed.orderId)).toMatchObject({
      amount: 71820,
      discount: { ...discount, prepaidOnly: false },
    });
  });

  it("is another order with another code or none; the same code reuses it", async () => {
    await storeCode();
    await storeCode({ code: "FLAT100", kind: "fixed", value: 10000 });
    const first = await placeWithCode(asha, "FESTIVE10");
    expect((await placeWithCode(asha, "FESTIVE10")).orderId).toBe(first.orderId);
    const flat = await placeWithCode(asha, "FLAT100");
    expect(flat).toMatchObject({ amount: 69800 });
    expect(flat.orderId).not.toBe(first.orderId);
    const none = await placeWithCode(asha, undefined);
    expect(none.amount).toBe(79800);
    expect(await storedOrder("asha", none.orderId)).not.toHaveProperty("discount");
    expect(await storedOrder("asha", first.orderId)).toMatchObject({
      closed: { reason: "superseded" },
    });
    expect(await storedOrder("asha", flat.orderId)).toMatchObject({
      closed: { reason: "superseded" },
    });
  });

  it("refuses a code it cannot apply, placing nothing", async () => {
    await storeCode({ totalLimit: 2 }, 2);
    const before = await storedDocuments();
    expect(await rejection(placeWithCode(asha, "FESTIVE10"))).toMatchObject({
      code: "failed-precondition",
      message: DISCOUNT_MESSAGES.usedUp,
    });
    expect(await rejection(placeWithCode(asha, "NOSUCH"))).toMatchObject({
      code: "failed-precondition",
      message: DISCOUNT_MESSAGES.unknown,
    });
    expect(await storedDocuments()).toEqual(before);
  });
});

describe("adminSaveDiscount", () => {
  it("makes a code, then changes its terms keeping its uses, with who saved it", async () => {
    expect(await callAsAdmin(adminSaveDiscount, { ...FESTIVE, code: "festive10" })).toEqual({
      code: "FESTIVE10",
      used: 0,
    });
    const ref = db().doc(firestorePaths.discountCode("FESTIVE10"));
    const by = { uid: OPERATOR, name: `${OPERATOR}@example.in` };
    expect((await ref.get()).data()).toEqual({
      ...FESTIVE,
      used: 0,
      updatedBy: by,
      updatedAt: expect.any(Timestamp),
    });
    await ref.update({ used: 4 });
    const changed = { ...FESTIVE, value: 15, active: false };
    expect(await callAsAdmin(adminSaveDiscount, changed)).toEqual({ code: "FESTIVE10", used: 4 });
    expect((await ref.get()).data()).toMatchObject({ ...changed, used: 4, updatedBy: by });
  });

  it.each([
    ["a percentage above 90", { value: 91 }],
    ["a value of 0", { value: 0 }],
    ["a part limit", { totalLimit: 1.5 }],
    ["a last day before the first", { startsOn: "2026-12-02", endsOn: "2026-12-01" }],
    ["a day that is no date", { endsOn: "2026-13-01" }],
  ])("refuses %s with the terms' sentence, writing nothing", async (_what, bad) => {
    const before = await storedDocuments();
    expect(await rejection(callAsAdmin(adminSaveDiscount, { ...FESTIVE, ...bad }))).toMatchObject({
      code: "invalid-argument",
      message: DISCOUNT_MESSAGES.badTerms,
    });
    expect(await storedDocuments()).toEqual(before);
  });

  it("refuses a malformed code and a shopper", async () => {
    const before = await storedDocuments();
    expect(
      await rejection(callAsAdmin(adminSaveDiscount, { ...FESTIVE, code: "A!" })),
    ).toMatchObject({ code: "invalid-argument", message: DISCOUNT_MESSAGES.badCode });
    expect(await rejection(callAs(adminSaveDiscount, asha, FESTIVE))).toMatchObject({
      code: "permission-denied",
    });
    expect(await storedDocuments()).toEqual(before);
  });
});
