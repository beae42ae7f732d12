import { HttpsError } from "firebase-functions/v2/https";
import { Timestamp } from "firebase-admin/firestore";
import { beforeEach, describe, expect, it } from "vitest";
import { placeOrder } from "../../index";
import { db } from "../../lib/firestore";
import { SHOP_CEILINGS } from "../../lib/shopCeilings";
import {
  allDocumentPaths,
  callAs,
  clearFirestore,
  pathsBesideCallCounters,
  type TestCaller,
} from "../../testing/harness";
import { withKey } from "./orderRequests";
import { callRateLimitPath, firestorePaths } from "../../domain";

/**
 * The browser is not trusted with money (DESIGN.md): whatever a tampered
 * client adds to a placeOrder call (prices, totals, names, status, someone
 * else's uid), the stored order is the one the catalog prices.
 */
const asha: TestCaller = { uid: "asha" };

const smartMotar = {
  productId: "semiAutomatic-1",
  productName: "Smart Controller",
  variantKey: "Motar_Compatible",
  variantName: "Motar_Compatible",
  price: 39900,
  image: "/images/smart-controller.svg",
};
const semiStarter = {
  productId: "SemiAutomatic-2",
  productName: "Semi Automatic",
  variantKey: "Starter_Compatible",
  variantName: "Starter_Compatible",
  price: 79900,
  image: "/images/semi-automatic.svg",
};

/** The only document an honest or tampered call for 2 × Smart + 1 × Semi may produce. */
function honestOrder(uid: string, orderId: string) {
  return {
    orderId,
    shortId: orderId.slice(-9),
    userID: uid,
    items: [
      { ...smartMotar, quantity: 2, lineTotal: 79800 },
      { ...semiStarter, quantity: 1, lineTotal: 79900 },
    ],
    amount: 159700,
    currency: "INR",
    status: "pending",
    createdAt: expect.any(Timestamp),
    addressInfo: {
      name: "",
      phone: "",
      address: "",
      city: "",
      state: "",
      pincode: "",
      gstin: "",
    },
    customerEmail: `${uid}@example.in`,
    closed: null,
  };
}

const ids = (item: { productId: string; variantKey: string }, quantity: number) => ({
  productId: item.productId,
  variantKey: item.variantKey,
  quantity,
});

/** The order, and besides it only the account's request-key guard (orderRepository) and call counts. */
async function onlyStoredOrder(uid: string, orderId: string) {
  const window = Math.floor(Date.now() / SHOP_CEILINGS.unpaidOrders.bucketMs);
  expect(await allDocumentPaths()).toEqual([
    firestorePaths.orderGuard(uid),
    callRateLimitPath("placeOrder", uid),
    firestorePaths.rateLimit(`shop_unpaidOrders_${window}`),
    firestorePaths.userOrder(uid, orderId),
  ]);
  return (await db().doc(firestorePaths.userOrder(uid, orderId)).get()).data();
}

describe("placeOrder against a tampered client", () => {
  beforeEach(clearFirestore);

  it.each<[string, Record<string, unknown>]>([
    ["a price of one paisa", { price: 1 }],
    ["a zero price and line total", { price: 0, lineTotal: 0 }],
    ["a negative price", { price: -39900 }],
    ["the legacy price text", { price: "Rs 1.00" }],
    ["other names and images", { productName: "Free Gift", variantName: "Gold", image: "x.png" }],
  ])("stores catalog prices when the lines carry %s", async (_case, tampering) => {
    const result = await callAs(
      placeOrder,
      asha,
      withKey({
        items: [
          { ...ids(smartMotar, 2), ...tampering },
          { ...ids(semiStarter, 1), ...tampering },
        ],
      }),
    );
    expect(result.amount).toBe(159700);
    expect(await onlyStoredOrder("asha", result.orderId)).toEqual(
      honestOrder("asha", result.orderId),
    );
  });

  it("ignores an order-level amount, status, owner, id, payment, address and e-mail sent along", async () => {
    const result = await callAs(placeOrder, asha, {
      requestId: "2c1f0d6e-9b7a-4f35-8e21-6d0c4b9a7f13",
      items: [ids(smartMotar, 2), ids(semiStarter, 1)],
      amount: 100,
      currency: "USD",
      status: "paid",
      userID: "mallory",
      orderId: "ORD-2020-1",
      paymentId: "pay_fake",
      paymentStatus: "captured",
      paidAt: "2020-01-01T00:00:00Z",
      createdAt: "2020-01-01T00:00:00Z",
      addressInfo: { name: "M", phone: "9876543210", address: "Here", pincode: "560001" },
      customerEmail: "mallory@example.in",
    });
    expect(result.orderId).not.toBe("ORD-2020-1");
    expect(result.amount).toBe(159700);
    expect(await onlyStoredOrder("asha", result.orderId)).toEqual(
      honestOrder("asha", result.orderId),
    );
  });

  it.each<[string, unknown, string]>([
    [
      "a line split in two to pass the per-line cap",
      { items: [ids(smartMotar, 60), ids(smartMotar, 60)] },
      "You can order at most 99 of one item.",
    ],
    [
      "a variant key in another case",
      { items: [{ ...ids(smartMotar, 1), variantKey: "motar_compatible" }] },
      "Invalid product variant.",
    ],
    [
      "an inherited property name as product id",
      { items: [{ ...ids(smartMotar, 1), productId: "__proto__" }] },
      "This product is not in our catalog.",
    ],
    [
      "a negative quantity that would lower the total",
      { items: [ids(semiStarter, 1), ids(smartMotar, -1)] },
      "Quantity must be at least 1.",
    ],
    [
      "items sent as an object instead of a list",
      { items: { 0: ids(smartMotar, 1) } },
      "Your cart is empty!",
    ],
  ])("refuses %s and writes nothing", async (_case, data, message) => {
    const error = await callAs(placeOrder, asha, withKey(data as object)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpsError);
    expect(error).toMatchObject({ code: "invalid-argument", message });
    // A refusal by the handler has counted the call (domain/callables.ts); nothing else is stored.
    expect(await pathsBesideCallCounters()).toEqual([]);
  });
});
