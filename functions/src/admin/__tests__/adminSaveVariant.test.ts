import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { LINE_MESSAGES, STOCK_MESSAGES, firestorePaths } from "../../domain";
import { adminSaveVariant } from "../../index";
import { db } from "../../lib/firestore";
import { usePaymentKit } from "../../payments/__tests__/paymentKit";
import { storedDocuments } from "../../orders/__tests__/codKit";
import { asha, callAs, callAsAdmin, newKey, OPERATOR, rejection } from "./adminKit";

usePaymentKit({ deliverWebhooks: false });

const entryOf = async (productId = "semiAutomatic-1") =>
  (await db().doc(firestorePaths.catalogEntry(productId)).get()).data();
const changes = async () =>
  (await db().collection("catalogChanges").get()).docs.map((doc) => doc.data());
const figures = { price: 45000, stock: 12, active: true, lowStock: 3 };
const save = (extra: Record<string, unknown> = {}, requestKey = newKey()) =>
  callAsAdmin(adminSaveVariant, {
    productId: "semiAutomatic-1",
    variantKey: "Motar_Compatible",
    ...figures,
    requestKey,
    ...extra,
  });

describe("adminSaveVariant", () => {
  it("saves the figures and a history entry in one commit; a repeat writes nothing", async () => {
    const requestKey = newKey();
    expect(await save({}, requestKey)).toEqual({ ...figures, held: 0 });
    expect(await entryOf()).toEqual({ variants: { Motar_Compatible: { ...figures, held: 0 } } });
    expect(await changes()).toEqual([
      {
        productId: "semiAutomatic-1",
        variantKey: "Motar_Compatible",
        before: null,
        after: { ...figures, held: 0 },
        by: { uid: OPERATOR, name: `${OPERATOR}@example.in` },
        at: expect.any(Timestamp),
      },
    ]);
    const before = await storedDocuments();
    expect(await save({ price: 1 }, requestKey)).toEqual({ ...figures, held: 0 });
    expect(await storedDocuments()).toEqual(before);
  });

  it("keeps what orders hold, even when the stock goes below it", async () => {
    const ref = db().doc(firestorePaths.catalogEntry("semiAutomatic-1"));
    const held = { price: 39900, stock: 10, held: 4, active: true, lowStock: 5 };
    await ref.set({ variants: { Motar_Compatible: held, Starter_Compatible: held } });
    expect(await save({ stock: 2, active: false })).toEqual({
      ...figures,
      stock: 2,
      active: false,
      held: 4,
    });
    const after = { ...figures, stock: 2, active: false, held: 4 };
    expect(await entryOf()).toEqual({
      variants: { Motar_Compatible: after, Starter_Compatible: held },
    });
    expect((await changes())[0]).toMatchObject({ before: held, after });
  });

  it.each([
    ["a price of 0", { price: 0 }],
    ["a price in part paise", { price: 100.5 }],
    ["negative stock", { stock: -1 }],
    ["part units", { stock: 1.5 }],
    ["a negative threshold", { lowStock: -2 }],
    ["a price that is text", { price: "450" }],
  ])("refuses %s with the figures' sentence, writing nothing", async (_what, bad) => {
    const before = await storedDocuments();
    expect(await rejection(save(bad))).toMatchObject({
      code: "invalid-argument",
      message: STOCK_MESSAGES.badFigures,
    });
    expect(await storedDocuments()).toEqual(before);
  });

  it("refuses an unknown product or variant, and a shopper", async () => {
    const before = await storedDocuments();
    expect(await rejection(save({ productId: "kettle-1" }))).toMatchObject({
      code: "not-found",
      message: LINE_MESSAGES.unknownProduct,
    });
    expect(await rejection(save({ variantKey: "Turbo" }))).toMatchObject({
      code: "invalid-argument",
    });
    const asShopper = callAs(adminSaveVariant, asha, {
      productId: "semiAutomatic-1",
      variantKey: "Motar_Compatible",
      ...figures,
      requestKey: newKey(),
    });
    expect(await rejection(asShopper)).toMatchObject({ code: "permission-denied" });
    expect(await storedDocuments()).toEqual(before);
  });
});
