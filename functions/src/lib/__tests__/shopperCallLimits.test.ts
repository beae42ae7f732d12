/**
 * The shopper's callables past their per-account limits (domain/callables.ts):
 * no order stored, no Razorpay order made, no payment confirmed.
 */
import { randomUUID } from "node:crypto";
import { HttpsError } from "firebase-functions/v2/https";
import { describe, expect, it } from "vitest";
import { MAX_OPEN_ORDERS, firestorePaths } from "../../domain";
import { confirmPayment, notifyWhenBack, placeOrder, startPayment } from "../../index";
import { db } from "../firestore";
import {
  ADDRESS,
  payOnEmulator,
  placePendingOrder,
  startedOrder,
  usePaymentKit,
} from "../../payments/__tests__/paymentKit";
import { CALL_LIMITS, allDocumentPaths, callAs, type TestCaller } from "../../testing/harness";
import { TOO_MANY, expectLimitHolds, seedCalls, type LimitCase } from "./callLimitKit";

const kit = usePaymentKit({ deliverWebhooks: false });
const asha: TestCaller = { uid: "asha" };
const ravi: TestCaller = { uid: "ravi", provider: "google.com" };
const UNPAID =
  "You have too many unpaid orders right now. Please pay for one of them or try again tomorrow.";
const items = [{ productId: "semiAutomatic-1", variantKey: "Motar_Compatible", quantity: 1 }];

const placeOrderCase: LimitCase = {
  name: "placeOrder",
  fn: placeOrder,
  caller: asha,
  other: ravi,
  prepare: () => Promise.resolve({ items, requestId: randomUUID() }),
};

const cases: LimitCase[] = [
  placeOrderCase,
  {
    name: "startPayment",
    fn: startPayment,
    caller: asha,
    other: ravi,
    prepare: async (who) => ({ orderId: await placePendingOrder(who), address: ADDRESS }),
  },
  {
    name: "confirmPayment",
    fn: confirmPayment,
    caller: asha,
    other: ravi,
    prepare: async (who) => {
      const { orderId, razorpayOrderId } = await startedOrder(who);
      return { orderId, ...(await payOnEmulator(kit, razorpayOrderId)) };
    },
  },
  {
    name: "notifyWhenBack",
    fn: notifyWhenBack,
    caller: asha,
    other: ravi,
    // Sold out, so the call stores an alert (docs/stock.md#notify-me).
    prepare: async () => {
      const soldOut = { price: 39900, stock: 0, held: 0, active: true, lowStock: 5 };
      await db()
        .doc(firestorePaths.catalogEntry("semiAutomatic-1"))
        .set({ variants: { Motar_Compatible: soldOut } });
      return { productId: "semiAutomatic-1", variantKey: "Motar_Compatible" };
    },
  },
];

describe("the shopper's callables, one account calling too often", () => {
  it.each(cases.map((c) => [c.name, c] as const))(
    "%s: refuses the call past the limit before any work, other accounts and a later window go through",
    async (_name, c) => {
      await expectLimitHolds(c, kit);
    },
  );

  it(`placeOrder: a script's call ${CALL_LIMITS.placeOrder.max + 1} in ten minutes is refused, whatever refused the ones before`, async () => {
    const answers = [];
    for (let i = 0; i <= CALL_LIMITS.placeOrder.max; i += 1) {
      answers.push(
        await callAs(placeOrder, asha, { items, requestId: randomUUID() }).catch((e: unknown) => e),
      );
    }
    const refused = answers.filter((a) => a instanceof HttpsError);
    // The open-order cap stops the orders; the rate limit then stops the calls.
    expect(answers.length - refused.length).toBe(MAX_OPEN_ORDERS);
    expect(refused.at(-1)).toMatchObject({ code: "resource-exhausted", message: TOO_MANY });
    expect(refused.at(-2)).toMatchObject({ code: "resource-exhausted", message: UNPAID });
  });

  it("placeOrder: a burst of parallel calls stores no more orders than the limit has left", async () => {
    const left = 3;
    await seedCalls(placeOrderCase, asha.uid, CALL_LIMITS.placeOrder.max - left, 1000);
    const answers = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        callAs(placeOrder, asha, { items, requestId: randomUUID() }),
      ),
    );

    expect(answers.filter((a) => a.status === "fulfilled")).toHaveLength(left);
    for (const refusal of answers.filter((a) => a.status === "rejected")) {
      expect(refusal.reason).toMatchObject({ code: "resource-exhausted", message: TOO_MANY });
    }
    const orders = (await allDocumentPaths()).filter((p) =>
      p.startsWith(`${firestorePaths.userOrders("asha")}/`),
    );
    expect(orders).toHaveLength(left);
  });
});
