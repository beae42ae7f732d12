import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { DISCOUNT_MESSAGES, firestorePaths } from "../../domain";
import { db } from "../../lib/firestore";
import { cancelCodOrder, codQuote, confirmPayment, startPayment } from "../../index";
import {
  ADDRESS,
  payOnEmulator,
  storedOrder,
  usePaymentKit,
} from "../../payments/__tests__/paymentKit";
import { reconcilePendingPayments } from "../../payments/reconcilePayments";
import { callAs, type TestCaller } from "../../testing/harness";
import { asha, placeCod, rejection, storedDocuments } from "./codKit";
import { placeWithCode, storeCode, usesOf } from "./discountKit";
import { SMART, smartStock, stockSmart } from "./stockKit";

const kit = usePaymentKit({ deliverWebhooks: false });

const start = (caller: TestCaller, orderId: string) =>
  callAs(startPayment, caller, { orderId, address: ADDRESS });

describe("a discount code's uses", () => {
  it("10 shoppers start paying at once with a code of 3 uses: exactly 3 hold one", async () => {
    await storeCode({ totalLimit: 3 });
    const shoppers: TestCaller[] = Array.from({ length: 10 }, (_, i) => ({ uid: `saver${i}` }));
    const orders = await Promise.all(shoppers.map((s) => placeWithCode(s, "FESTIVE10")));
    const starts = await Promise.allSettled(shoppers.map((s, i) => start(s, orders[i]!.orderId)));
    const won = starts.flatMap((r, i) => (r.status === "fulfilled" ? [i] : []));
    const refused = starts.flatMap((r) => (r.status === "rejected" ? [r.reason as unknown] : []));
    expect(won).toHaveLength(3);
    for (const reason of refused) {
      expect(reason).toMatchObject({
        code: "failed-precondition",
        message: DISCOUNT_MESSAGES.usedUp,
      });
    }
    expect((await usesOf("FESTIVE10")).used).toBe(3);
    for (const [i, shopper] of shoppers.entries()) {
      const order = await storedOrder(shopper.uid, orders[i]!.orderId);
      if (won.includes(i)) {
        // No catalogue entry counts these units: the use is held all the same.
        expect(order?.stockHold).toEqual({
          lines: [],
          state: "held",
          code: "FESTIVE10",
          expiresAt: expect.any(Timestamp),
        });
        expect(order?.razorpayOrderId).toEqual(expect.any(String));
        expect((await usesOf("FESTIVE10", shopper.uid)).mine).toBe(1);
      } else {
        expect(order?.stockHold).toBeUndefined();
        expect(order?.razorpayOrderId).toBeUndefined();
        expect((await usesOf("FESTIVE10", shopper.uid)).mine).toBe(0);
      }
    }
  }, 120_000);

  it("one use per shopper: her cart and Buy Now orders started at once, one holds it", async () => {
    await stockSmart(10);
    await storeCode({ perShopperLimit: 1 });
    const cart = await placeWithCode(asha, "FESTIVE10", { source: "cart" });
    const buyNow = await placeWithCode(asha, "FESTIVE10", { source: "buyNow", quantity: 1 });
    const starts = await Promise.allSettled([
      start(asha, cart.orderId),
      start(asha, buyNow.orderId),
    ]);
    expect(starts.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(starts.find((r) => r.status === "rejected")).toMatchObject({
      reason: { code: "failed-precondition", message: DISCOUNT_MESSAGES.usedByYou },
    });
    expect(await usesOf("FESTIVE10", asha.uid)).toEqual({ used: 1, mine: 1 });
    // Only the winner's units are held: the cart's two or Buy Now's one.
    const cartWon = starts[0].status === "fulfilled";
    expect((await smartStock())?.held).toBe(cartWon ? 2 : 1);
  }, 60_000);

  it("an expired hold gives the use back; a paid order keeps it", async () => {
    await stockSmart(5);
    await storeCode({ totalLimit: 1 });
    const { orderId } = await placeWithCode(asha, "FESTIVE10");
    const { razorpayOrderId, amount } = await start(asha, orderId);
    expect(amount).toBe(71820);
    expect(await usesOf("FESTIVE10", asha.uid)).toEqual({ used: 1, mine: 1 });
    const hold = (await storedOrder(asha.uid, orderId))?.stockHold as { expiresAt: Timestamp };
    await reconcilePendingPayments({ now: new Date(hold.expiresAt.toMillis() + 1000) });
    expect(await usesOf("FESTIVE10", asha.uid)).toEqual({ used: 0, mine: 0 });
    expect((await storedOrder(asha.uid, orderId))?.stockHold).toEqual({
      lines: [{ ...SMART, quantity: 2 }],
      state: "released",
      code: "FESTIVE10",
    });

    await start(asha, orderId);
    const answer = await payOnEmulator(kit, razorpayOrderId);
    expect(await callAs(confirmPayment, asha, { orderId, ...answer })).toEqual({ status: "paid" });
    expect(await usesOf("FESTIVE10", asha.uid)).toEqual({ used: 1, mine: 1 });
    const paid = await storedOrder(asha.uid, orderId);
    expect(paid).toMatchObject({ amount: 71820, stockHold: { state: "taken", code: "FESTIVE10" } });
    // The invoice is on what was paid: the line less its discount, to the paisa.
    const invoice = await db()
      .doc(firestorePaths.taxDocument(String(paid?.invoiceNumber)))
      .get();
    expect(invoice.data()).toMatchObject({
      lines: [{ quantity: 2, gross: 71820, discount: 7980 }],
      totals: { gross: 71820 },
    });
    expect(invoice.get("lines")).toHaveLength(1);
  });

  it("cash on delivery holds a use; cancelling the order gives it back", async () => {
    await storeCode({ totalLimit: 1 });
    const { orderId } = await placeWithCode(asha, "FESTIVE10");
    expect(await placeCod(asha, orderId)).toMatchObject({ status: "cod", total: 71820 + 4900 });
    expect(await usesOf("FESTIVE10", asha.uid)).toEqual({ used: 1, mine: 1 });
    expect((await storedOrder(asha.uid, orderId))?.stockHold).toEqual({
      lines: [],
      state: "held",
      code: "FESTIVE10",
    });
    await callAs(cancelCodOrder, asha, { orderId });
    expect(await usesOf("FESTIVE10", asha.uid)).toEqual({ used: 0, mine: 0 });
  });

  it("a code used up after the order was placed refuses cash on delivery, writing nothing", async () => {
    await storeCode({ totalLimit: 1 });
    const { orderId } = await placeWithCode(asha, "FESTIVE10");
    await storeCode({ totalLimit: 1 }, 1);
    const before = await storedDocuments();
    expect(await rejection(placeCod(asha, orderId))).toMatchObject({
      code: "failed-precondition",
      message: DISCOUNT_MESSAGES.usedUp,
    });
    expect(await storedDocuments()).toEqual(before);
  });

  it("a prepaid-only code refuses cash on delivery, and paying online stays open", async () => {
    await storeCode({ prepaidOnly: true });
    const { orderId } = await placeWithCode(asha, "FESTIVE10");
    expect(await callAs(codQuote, asha, { orderId, pincode: ADDRESS.pincode })).toEqual({
      fee: 4900,
      total: 71820 + 4900,
      refusal: DISCOUNT_MESSAGES.prepaidOnly,
    });
    const before = await storedDocuments();
    expect(await rejection(placeCod(asha, orderId))).toMatchObject({
      code: "failed-precondition",
      message: DISCOUNT_MESSAGES.prepaidOnly,
    });
    expect(await storedDocuments()).toEqual(before);
    expect(await start(asha, orderId)).toMatchObject({ amount: 71820 });
  });
});
