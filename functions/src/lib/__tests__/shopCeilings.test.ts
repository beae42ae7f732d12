import { logger } from "firebase-functions";
import { HttpsError } from "firebase-functions/v2/https";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { confirmPayment, placeOrder, startPayment } from "../../index";
import { TOO_MANY_ATTEMPTS, firestorePaths } from "../../domain";
import { db } from "../firestore";
import { SHOP_CEILINGS, withinShopCeiling, type ShopCeiling } from "../shopCeilings";
import {
  callAs,
  clearFirestore,
  pathsBesideCallCounters,
  type TestCaller,
} from "../../testing/harness";
import {
  ADDRESS,
  callWebhook,
  payOnEmulator,
  placePendingOrder,
  startPaymentKit,
  storedOrder,
  type PaymentKit,
} from "../../payments/__tests__/paymentKit";
import {
  SHOP_ENV,
  clearEnv,
  ravi,
  sendFrom,
  setEnv,
  storedMessages,
} from "../../contact/__tests__/contactTesting";

let kit: PaymentKit;
beforeAll(async () => {
  kit = await startPaymentKit();
});
afterAll(() => kit.stop());
beforeEach(async () => {
  await clearFirestore();
  kit.emulator.reset();
});

/** The ceiling's current window, already used up (as if many other accounts had been busy). */
async function fill(name: ShopCeiling) {
  const { max, bucketMs } = SHOP_CEILINGS[name];
  const window = Math.floor(Date.now() / bucketMs);
  // The next window too: a test may cross razorpayCalls' minute boundary.
  for (const w of [window, window + 1]) {
    await db()
      .doc(firestorePaths.rateLimit(`shop_${name}_${w}`))
      .set({ count: max });
  }
}

const fresh = (i: number): TestCaller => ({ uid: `fresh${i}`, email: `fresh${i}@example.in` });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e,
  );

describe("shop-wide ceilings", () => {
  it("counts each use in its window and refuses past the ceiling, logging the alert event", async () => {
    const error = vi.spyOn(logger, "error");
    const { max, bucketMs } = SHOP_CEILINGS.inboxNotifications;
    const window = Math.floor(Date.now() / bucketMs);
    const ref = db().doc(firestorePaths.rateLimit(`shop_inboxNotifications_${window}`));
    await ref.set({ count: max - 2 });

    expect(await withinShopCeiling("inboxNotifications")).toBe(true);
    expect(await withinShopCeiling("inboxNotifications")).toBe(true);
    expect(await withinShopCeiling("inboxNotifications")).toBe(false);
    expect((await ref.get()).get("count")).toBe(max);
    expect(error).toHaveBeenCalledWith(
      "A shop-wide ceiling was reached: refusing",
      expect.objectContaining({ shopEvent: "shop_ceiling_reached", ceiling: "inboxNotifications" }),
    );
    // The next window starts afresh.
    expect(await withinShopCeiling("inboxNotifications", (window + 1) * bucketMs)).toBe(true);
  });

  it("far below the ceiling counts one use in five as five, at random; a window's first use and the last hundred count one", async () => {
    const { max, bucketMs } = SHOP_CEILINGS.unpaidOrders;
    const ref = db().doc(
      firestorePaths.rateLimit(`shop_unpaidOrders_${Math.floor(Date.now() / bucketMs)}`),
    );
    const count = async () => (await ref.get()).get("count");
    const random = vi.spyOn(Math, "random").mockReturnValue(0);

    expect(await withinShopCeiling("unpaidOrders")).toBe(true);
    expect(await count()).toBe(1);
    expect(await withinShopCeiling("unpaidOrders")).toBe(true);
    expect(await count()).toBe(6);
    random.mockReturnValue(0.2);
    expect(await withinShopCeiling("unpaidOrders")).toBe(true);
    expect(await count()).toBe(6);

    await ref.set({ count: max - 100 });
    expect(await withinShopCeiling("unpaidOrders")).toBe(true);
    expect(await count()).toBe(max - 99);
  });

  it("refuses startPayment from fresh accounts once Razorpay calls are at the ceiling, asking Razorpay nothing", async () => {
    const orders = await Promise.all([0, 1, 2].map((i) => placePendingOrder(fresh(i))));
    await fill("razorpayCalls");
    const before = await pathsBesideCallCounters();

    const answers = await Promise.all(
      orders.map((orderId, i) =>
        refusal(callAs(startPayment, fresh(i), { orderId, address: ADDRESS })),
      ),
    );

    for (const answer of answers) {
      expect(answer).toBeInstanceOf(HttpsError);
      expect(answer).toMatchObject({ code: "resource-exhausted", message: TOO_MANY_ATTEMPTS });
    }
    expect(kit.emulator.store.orders.size).toBe(0);
    expect(await pathsBesideCallCounters()).toEqual(before);
    for (const [i, orderId] of orders.entries()) {
      expect((await storedOrder(fresh(i).uid, orderId))?.razorpayOrderId).toBeUndefined();
    }
  });

  it("refuses placeOrder from 20 fresh accounts once unpaid orders are at the ceiling, storing none", async () => {
    await fill("unpaidOrders");
    const before = await pathsBesideCallCounters();
    const line = { productId: "semiAutomatic-1", variantKey: "Motar_Compatible", quantity: 1 };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        refusal(
          callAs(placeOrder, fresh(i), { items: [line], requestId: `request-${i}-abcdefghijkl` }),
        ),
      ),
    );
    for (const answer of answers) {
      expect(answer).toMatchObject({ code: "resource-exhausted", message: TOO_MANY_ATTEMPTS });
    }
    expect(await pathsBesideCallCounters()).toEqual(before);
  });

  it("past the ceiling, confirmPayment says confirming without asking Razorpay; the webhook still pays", async () => {
    const asha = fresh(9);
    const orderId = await placePendingOrder(asha);
    const { razorpayOrderId } = await callAs(startPayment, asha, { orderId, address: ADDRESS });
    // Held back, so the order is not already paid when confirmPayment asks.
    kit.emulator.settings.webhooks.enabled = false;
    const answer = await payOnEmulator(kit, razorpayOrderId);
    await fill("razorpayCalls");

    expect(await callAs(confirmPayment, asha, { orderId, ...answer })).toEqual({
      status: "confirming",
    });
    const captured = kit.emulator.webhooks.events.find((e) => e.event === "payment.captured")!;
    const headers = {
      "x-razorpay-signature": captured.signature,
      "x-razorpay-event-id": captured.id,
    };
    expect((await callWebhook(captured.body, headers)).status).toBe(200);
    expect(await storedOrder(asha.uid, orderId)).toMatchObject({ status: "paid" });
  });

  it("refuses contact messages past the inbox ceiling, storing nothing", async () => {
    setEnv({ ...SHOP_ENV, EMAILJS_PRIVATE_KEY: "" });
    try {
      await fill("inboxNotifications");
      const error = await refusal(sendFrom("198.51.100.7", null, ravi));
      expect(error).toMatchObject({
        code: "resource-exhausted",
        message: "Too many messages. Please try again in a few minutes.",
      });
      expect(await storedMessages()).toEqual([]);
    } finally {
      clearEnv();
    }
  });
});
