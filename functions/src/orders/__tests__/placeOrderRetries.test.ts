/**
 * placeOrder under retries and repetition: a client that times out and
 * retries, a double tap, and one account scripting hundreds of orders.
 */
import { Timestamp } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { MAX_OPEN_ORDERS, firestorePaths } from "../../domain";
import { placeOrder } from "../../index";
import { db } from "../../lib/firestore";
import { callAs, clearFirestore, type TestCaller } from "../../testing/harness";
import { withKey } from "./orderRequests";

const asha: TestCaller = { uid: "asha" };
const ravi: TestCaller = { uid: "ravi" };
const items = [{ productId: "semiAutomatic-1", variantKey: "Motar_Compatible", quantity: 1 }];
const TOO_MANY =
  "You have too many unpaid orders right now. Please pay for one of them or try again tomorrow.";

async function orderIds(uid: string): Promise<string[]> {
  const snapshot = await db().collection(firestorePaths.userOrders(uid)).get();
  return snapshot.docs.map((doc) => doc.id).sort();
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e,
  );

beforeEach(clearFirestore);

describe("placeOrder request keys", () => {
  it("answers a retry with the same key with the same order, and stores one", async () => {
    const requestId = randomUUID();
    const first = await callAs(placeOrder, asha, { items, requestId });
    const retry = await callAs(placeOrder, asha, { items, requestId });

    expect(retry).toEqual(first);
    expect(await orderIds("asha")).toEqual([first.orderId]);
  });

  it("makes one order for twenty parallel calls with one key (a double tap, a retry storm)", async () => {
    const requestId = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => callAs(placeOrder, asha, { items, requestId })),
    );

    expect(new Set(results.map((r) => r.orderId)).size).toBe(1);
    expect(await orderIds("asha")).toEqual([results[0]?.orderId]);
  });

  it("keeps keys per account: another shopper's key never answers someone else's order", async () => {
    const requestId = randomUUID();
    const mine = await callAs(placeOrder, asha, { items, requestId });
    const theirs = await callAs(placeOrder, ravi, { items, requestId });

    expect(theirs.orderId).not.toBe(mine.orderId);
    expect(await orderIds("ravi")).toEqual([theirs.orderId]);
  });
});

describe("the open-order cap", () => {
  it(`refuses order ${MAX_OPEN_ORDERS + 1} of one account while ${MAX_OPEN_ORDERS} are unpaid, and writes nothing`, async () => {
    for (let i = 0; i < MAX_OPEN_ORDERS; i += 1) await callAs(placeOrder, asha, withKey({ items }));
    const before = await orderIds("asha");

    const error = await refusal(callAs(placeOrder, asha, withKey({ items })));

    expect(error).toBeInstanceOf(HttpsError);
    expect(error).toMatchObject({ code: "resource-exhausted", message: TOO_MANY });
    expect(await orderIds("asha")).toEqual(before);
    // Another shopper is not held back by it.
    await expect(callAs(placeOrder, ravi, withKey({ items }))).resolves.toMatchObject({
      amount: 39900,
    });
  });

  it("holds under 25 parallel calls with distinct keys: exactly the cap is stored", async () => {
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => refusal(callAs(placeOrder, asha, withKey({ items })))),
    );

    expect(await orderIds("asha")).toHaveLength(MAX_OPEN_ORDERS);
    const refused = answers.filter((a) => a instanceof HttpsError);
    expect(refused.length).toBe(25 - MAX_OPEN_ORDERS);
    for (const error of refused) {
      expect(error).toMatchObject({ code: "resource-exhausted", message: TOO_MANY });
    }
  });

  it("counts only unpaid orders of the last day", async () => {
    const placed = [];
    for (let i = 0; i < MAX_OPEN_ORDERS; i += 1) {
      placed.push(await callAs(placeOrder, asha, withKey({ items })));
    }
    const [paid, stale] = placed.map(({ orderId }) => orderId);
    await db()
      .doc(firestorePaths.userOrder("asha", paid ?? ""))
      .update({ status: "paid" });
    await db()
      .doc(firestorePaths.userOrder("asha", stale ?? ""))
      .update({ createdAt: Timestamp.fromMillis(Date.now() - 25 * 60 * 60_000) });

    await callAs(placeOrder, asha, withKey({ items }));
    await callAs(placeOrder, asha, withKey({ items }));
    const third = await refusal(callAs(placeOrder, asha, withKey({ items })));

    expect(third).toMatchObject({ code: "resource-exhausted" });
    expect(await orderIds("asha")).toHaveLength(MAX_OPEN_ORDERS + 2);
  });
});
