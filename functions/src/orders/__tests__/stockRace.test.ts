import { Firestore, type DocumentReference } from "firebase-admin/firestore";
import { describe, expect, it, vi } from "vitest";
import { STOCK_MESSAGES, firestorePaths } from "../../domain";
import { confirmPayment, startPayment } from "../../index";
import {
  ADDRESS,
  payOnEmulator,
  placePendingOrder,
  storedOrder,
  usePaymentKit,
} from "../../payments/__tests__/paymentKit";
import { callAs, type TestCaller } from "../../testing/harness";
import { SMART, smartStock, stockSmart } from "./stockKit";

const kit = usePaymentKit({ deliverWebhooks: false });

describe("the last units", () => {
  it("30 shoppers race for the last 2: exactly 2 pay, 28 are told it is out of stock", async () => {
    await stockSmart(2);
    const shoppers: TestCaller[] = Array.from({ length: 30 }, (_, i) => ({ uid: `racer${i}` }));
    const orders = await Promise.all(shoppers.map((s) => placePendingOrder(s, 1)));
    const starts = await Promise.allSettled(
      shoppers.map((s, i) => callAs(startPayment, s, { orderId: orders[i], address: ADDRESS })),
    );
    const won = starts.flatMap((r, i) => (r.status === "fulfilled" ? [{ i, ...r.value }] : []));
    const refused = starts.flatMap((r) => (r.status === "rejected" ? [r.reason as unknown] : []));
    expect(won).toHaveLength(2);
    expect(refused).toHaveLength(28);
    for (const reason of refused) {
      expect(reason).toMatchObject({
        code: "failed-precondition",
        message: STOCK_MESSAGES.outOfStock("Smart Controller"),
      });
    }
    expect(await smartStock()).toMatchObject({ stock: 2, held: 2 });

    for (const { i, razorpayOrderId } of won) {
      const answer = await payOnEmulator(kit, razorpayOrderId);
      const caller = shoppers[i] as TestCaller;
      const orderId = orders[i] as string;
      expect(await callAs(confirmPayment, caller, { orderId, ...answer })).toEqual({
        status: "paid",
      });
      expect(await storedOrder(caller.uid, orderId)).toMatchObject({
        status: "paid",
        stockHold: { lines: [{ ...SMART, quantity: 1 }], state: "taken" },
      });
    }
    expect(await smartStock()).toMatchObject({ stock: 0, held: 0 });

    // The refused wrote nothing: no hold, no Razorpay order.
    const losers = shoppers.filter((_, i) => !won.some((w) => w.i === i));
    for (const loser of losers) {
      const order = await storedOrder(loser.uid, orders[shoppers.indexOf(loser)] as string);
      expect(order?.status).toBe("pending");
      expect(order?.stockHold).toBeUndefined();
      expect(order?.razorpayOrderId).toBeUndefined();
    }
  }, 120_000);

  it("a repeated startPayment holds once; a hidden variant is refused at placeOrder", async () => {
    await stockSmart(5);
    const asha = { uid: "asha" };
    const orderId = await placePendingOrder(asha, 2);
    const first = await callAs(startPayment, asha, { orderId, address: ADDRESS });
    const again = await callAs(startPayment, asha, { orderId, address: ADDRESS });
    expect(again.razorpayOrderId).toBe(first.razorpayOrderId);
    expect(await smartStock()).toMatchObject({ stock: 5, held: 2 });
    await stockSmart(5, { active: false });
    await expect(placePendingOrder({ uid: "ravi" }, 1)).rejects.toMatchObject({
      code: "failed-precondition",
      message: STOCK_MESSAGES.hidden,
    });
  });

  it("a call whose order another call held after it read it holds once", async () => {
    await stockSmart(5);
    const asha = { uid: "asha" };
    const orderId = await placePendingOrder(asha, 2);
    // The hold reads the catalogue after the order: the other call holds in between.
    const getAll = Firestore.prototype.getAll;
    const catalog = firestorePaths.catalogEntry(SMART.productId);
    let other: string | undefined;
    vi.spyOn(Firestore.prototype, "getAll").mockImplementation(async function (
      this: Firestore,
      ...refs: unknown[]
    ) {
      if (other === undefined && (refs[0] as DocumentReference).path === catalog) {
        other = "started"; // its own hold reads the catalogue too
        other = (await callAs(startPayment, asha, { orderId, address: ADDRESS })).razorpayOrderId;
      }
      return getAll.apply(this, refs as Parameters<typeof getAll>);
    });

    const late = await callAs(startPayment, asha, { orderId, address: ADDRESS });

    expect(late.razorpayOrderId).toBe(other);
    expect(await smartStock()).toMatchObject({ stock: 5, held: 2 });
    expect(await storedOrder(asha.uid, orderId)).toMatchObject({
      stockHold: { lines: [{ ...SMART, quantity: 2 }], state: "held" },
    });
  });
});
