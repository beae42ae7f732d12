/**
 * One cart, one payable order (issue 25): a second Proceed to Payment from an
 * unchanged cart answers the same order, from a changed one it supersedes the
 * older; Buy Now keeps its own; two tabs racing still leave one payable order.
 */
import { Timestamp } from "firebase-admin/firestore";
import { beforeEach, describe, expect, it } from "vitest";
import { firestorePaths } from "../../domain";
import { placeOrder } from "../../index";
import { db } from "../../lib/firestore";
import { callAs, clearFirestore, type TestCaller } from "../../testing/harness";
import { withKey } from "./orderRequests";

const asha: TestCaller = { uid: "asha", email: "asha@example.in" };
const line = (productId: string, quantity: number) => ({
  productId,
  variantKey: "Motar_Compatible",
  quantity,
});
const cart = [line("semiAutomatic-1", 1), line("SemiAutomatic-2", 2)];

async function stored(uid = "asha") {
  const snapshot = await db().collection(firestorePaths.userOrders(uid)).get();
  return new Map(snapshot.docs.map((doc) => [doc.id, doc.data()]));
}

/** Orders that startPayment would still take money for: pending and not closed. */
async function payable(uid = "asha") {
  return [...(await stored(uid))].filter(([, o]) => o.status === "pending" && !o.closed);
}

beforeEach(clearFirestore);

describe("placeOrder from the cart, twice", () => {
  it("answers the same order for an unchanged cart (Back, then Proceed again)", async () => {
    const first = await callAs(placeOrder, asha, withKey({ items: cart, source: "cart" }));
    const again = await callAs(
      placeOrder,
      asha,
      withKey({ items: [...cart].reverse(), source: "cart" }),
    );

    expect(again).toEqual(first);
    const orders = await stored();
    expect([...orders.keys()]).toEqual([first.orderId]);
    expect(orders.get(first.orderId)).toMatchObject({ source: "cart", closed: null });
  });

  it("supersedes the older order when the cart changed, in the commit that places the new one", async () => {
    const first = await callAs(placeOrder, asha, withKey({ items: cart, source: "cart" }));
    const changed = [line("semiAutomatic-1", 3)];
    const second = await callAs(placeOrder, asha, withKey({ items: changed, source: "cart" }));

    expect(second.orderId).not.toBe(first.orderId);
    expect(second.amount).toBe(3 * 39900);
    const orders = await stored();
    expect(orders.get(first.orderId)).toMatchObject({
      status: "pending",
      closed: { reason: "superseded", at: expect.any(Timestamp) },
    });
    expect(orders.get(second.orderId)).toMatchObject({ status: "pending", closed: null });
    expect((await payable()).map(([id]) => id)).toEqual([second.orderId]);
  });

  it("never supersedes a paid order, an expired one, or one whose payment is being confirmed", async () => {
    const paid = await callAs(
      placeOrder,
      asha,
      withKey({ items: [line("semiAutomatic-1", 1)], source: "cart" }),
    );
    await db().doc(firestorePaths.userOrder("asha", paid.orderId)).update({ status: "paid" });
    const confirming = await callAs(
      placeOrder,
      asha,
      withKey({ items: [line("semiAutomatic-1", 2)], source: "cart" }),
    );
    await db()
      .doc(firestorePaths.userOrder("asha", confirming.orderId))
      .update({ paymentConfirming: { paymentId: "pay_1", since: Timestamp.now() } });
    const newest = await callAs(
      placeOrder,
      asha,
      withKey({ items: [line("semiAutomatic-1", 4)], source: "cart" }),
    );

    const orders = await stored();
    expect(orders.get(paid.orderId)).toMatchObject({ status: "paid", closed: null });
    expect(orders.get(confirming.orderId)).toMatchObject({ closed: null });
    expect(orders.get(newest.orderId)).toMatchObject({ closed: null });
  });

  it("places a new order when the same cart's order has expired", async () => {
    const first = await callAs(placeOrder, asha, withKey({ items: cart, source: "cart" }));
    await db()
      .doc(firestorePaths.userOrder("asha", first.orderId))
      .update({ createdAt: Timestamp.fromMillis(Date.now() - 25 * 60 * 60_000) });
    const second = await callAs(placeOrder, asha, withKey({ items: cart, source: "cart" }));

    expect(second.orderId).not.toBe(first.orderId);
    expect((await payable()).map(([id]) => id).sort()).toEqual(
      [first.orderId, second.orderId].sort(),
    );
  });
});

describe("an order placed without a source (a client from before sources)", () => {
  it("neither reuses nor closes another: the server cannot tell a cart from a Buy Now", async () => {
    const first = await callAs(placeOrder, asha, withKey({ items: cart, source: "cart" }));
    const legacy = await callAs(placeOrder, asha, withKey({ items: cart }));

    expect(legacy.orderId).not.toBe(first.orderId);
    expect((await payable()).map(([id]) => id).sort()).toEqual(
      [first.orderId, legacy.orderId].sort(),
    );
    expect((await stored()).get(legacy.orderId)).not.toHaveProperty("source");
  });
});

describe("Buy Now beside the cart", () => {
  it("keeps one payable order per source: Buy Now and the cart do not close each other", async () => {
    const fromCart = await callAs(placeOrder, asha, withKey({ items: cart, source: "cart" }));
    const buyOne = await callAs(
      placeOrder,
      asha,
      withKey({ items: [line("semiAutomatic-1", 1)], source: "buyNow" }),
    );
    const sameBuy = await callAs(
      placeOrder,
      asha,
      withKey({ items: [line("semiAutomatic-1", 1)], source: "buyNow" }),
    );
    const otherBuy = await callAs(
      placeOrder,
      asha,
      withKey({ items: [line("SemiAutomatic-2", 1)], source: "buyNow" }),
    );

    expect(sameBuy.orderId).toBe(buyOne.orderId);
    const orders = await stored();
    expect(orders.size).toBe(3);
    expect(orders.get(buyOne.orderId)).toMatchObject({
      source: "buyNow",
      closed: { reason: "superseded" },
    });
    expect((await payable()).map(([id]) => id).sort()).toEqual(
      [fromCart.orderId, otherBuy.orderId].sort(),
    );
  });
});

describe("two tabs racing Proceed to Payment", () => {
  it("end with exactly one order for the same cart", async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        callAs(placeOrder, asha, withKey({ items: cart, source: "cart" })),
      ),
    );

    expect(new Set(answers.map((a) => a.orderId)).size).toBe(1);
    expect((await stored()).size).toBe(1);
  });

  it("end with exactly one payable order when the carts differ", async () => {
    await Promise.all(
      [1, 2, 3, 4].map((quantity) =>
        callAs(
          placeOrder,
          asha,
          withKey({ items: [line("semiAutomatic-1", quantity)], source: "cart" }),
        ),
      ),
    );

    expect(await payable()).toHaveLength(1);
    const closed = [...(await stored()).values()].filter((o) => o.closed);
    expect(closed).toHaveLength(3);
    expect(closed.every((o) => o.closed.reason === "superseded")).toBe(true);
  });
});
