/**
 * The payment server on the whole local stack, over HTTP as the web SDK and
 * Razorpay reach it: callables on the Functions emulator, the Razorpay
 * emulator's signed webhooks delivered to razorpayWebhook, and the reconciler
 * for a lost webhook. The browser half lives in the checkout e2e suites.
 */
import { randomUUID } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { call, createUser, readDocument, type TestUser } from "../support/emulators";
import {
  payOrder,
  resetRazorpay,
  runReconciler,
  setWebhooks,
  settleWebhooks,
  webhookEvents,
} from "../support/razorpay";
import { firestorePaths } from "@shop/domain";

const ADDRESS = {
  name: "Asha Rao",
  phone: "9876543210",
  address: "12 MG Road",
  city: "Pune",
  state: "Maharashtra",
  pincode: "411038",
};
let shopper: TestUser;

beforeAll(async () => {
  shopper = await createUser();
});
afterEach(() => resetRazorpay());

interface Started {
  orderId: string;
  razorpayOrderId: string;
  amount: number;
}

async function startedOrder(): Promise<Started> {
  const placed = await call<{ orderId: string }>(
    "placeOrder",
    {
      items: [{ productId: "SemiAutomatic-2", variantKey: "Starter_Compatible", quantity: 1 }],
      requestId: randomUUID(),
    },
    shopper.idToken,
  );
  const orderId = placed.result!.orderId;
  const started = await call<Started>(
    "startPayment",
    { orderId, address: ADDRESS },
    shopper.idToken,
  );
  expect(started.status).toBe(200);
  return started.result!;
}

const orderDoc = (orderId: string) => readDocument(firestorePaths.userOrder(shopper.uid, orderId));
const field = (doc: Record<string, unknown> | null, name: string) =>
  (doc?.fields as Record<string, Record<string, unknown>> | undefined)?.[name];

describe("payment on the local stack", () => {
  it("refuses a call without the web app's App Check token before the handler runs", async () => {
    const requestId = randomUUID();
    const items = [{ productId: "SemiAutomatic-2", variantKey: "Starter_Compatible", quantity: 1 }];
    const refused = await call("placeOrder", { items, requestId }, shopper.idToken, {
      appCheck: false,
    });
    expect(refused).toMatchObject({ status: 401, error: { status: "UNAUTHENTICATED" } });
    // The same request with the token is the first to reach the handler: a new order.
    const placed = await call<{ orderId: string }>(
      "placeOrder",
      { items, requestId },
      shopper.idToken,
    );
    expect(placed.status).toBe(200);
    expect(await orderDoc(placed.result!.orderId)).not.toBeNull();
  });

  it("startPayment answers the checkout contract for the stored amount", async () => {
    const started = await startedOrder();
    expect(started).toMatchObject({
      keyId: "rzp_test_localemulator",
      razorpayOrderId: expect.stringMatching(/^order_/),
      amount: 79900,
      currency: "INR",
      name: "AquaSense",
      description: `Payment for Order #${started.orderId}`,
      prefill: { name: "Asha Rao", email: shopper.email, contact: "9876543210" },
    });
  });

  it("Razorpay's webhooks mark the order paid with no confirm call (closed tab)", async () => {
    const { orderId, razorpayOrderId } = await startedOrder();
    const paid = await payOrder(razorpayOrderId, "success");
    await settleWebhooks();

    const deliveries = (await webhookEvents()).map((e) => [e.event, e.deliveries.at(-1)?.status]);
    // As Razorpay does, payment.authorized comes first even when it captures at once.
    expect(deliveries).toEqual([
      ["payment.authorized", 200],
      ["payment.captured", 200],
      ["order.paid", 200],
    ]);
    const doc = await orderDoc(orderId);
    expect(field(doc, "status")).toEqual({ stringValue: "paid" });
    expect(field(doc, "paymentId")).toEqual({ stringValue: paid.razorpay_payment_id });
    expect(field(doc, "paymentMethod")).toEqual({ stringValue: "razorpay" });
    expect(field(doc, "paymentStatus")).toEqual({ stringValue: "captured" });
    expect(field(doc, "paidAt")).toHaveProperty("timestampValue");

    // The shopper's confirm arriving afterwards is a no-op success.
    const confirmed = await call("confirmPayment", { orderId, ...paid }, shopper.idToken);
    expect(confirmed).toEqual({ status: 200, result: { status: "paid" } });
  });

  it("the reconciler settles a payment whose webhook was lost", async () => {
    await setWebhooks({ enabled: false });
    const { orderId, razorpayOrderId } = await startedOrder();
    await payOrder(razorpayOrderId, "success");
    await settleWebhooks();
    expect(field(await orderDoc(orderId), "status")).toEqual({ stringValue: "pending" });

    const summary = await runReconciler();
    expect(summary.markedPaid).toBeGreaterThanOrEqual(1);
    expect(field(await orderDoc(orderId), "status")).toEqual({ stringValue: "paid" });
  });

  it("a tampered confirmation is refused with 'Payment verification failed.'", async () => {
    await setWebhooks({ enabled: false });
    const { orderId, razorpayOrderId } = await startedOrder();
    const paid = await payOrder(razorpayOrderId, "success");
    const forged = { ...paid, razorpay_signature: paid.razorpay_signature.replace(/.$/, "x") };

    const answer = await call("confirmPayment", { orderId, ...forged }, shopper.idToken);
    expect(answer).toMatchObject({
      status: 403,
      error: { status: "PERMISSION_DENIED", message: "Payment verification failed." },
    });
    expect(field(await orderDoc(orderId), "status")).toEqual({ stringValue: "pending" });
  });

  it("a failed attempt is recorded and the order stays payable", async () => {
    const { orderId, razorpayOrderId } = await startedOrder();
    await payOrder(razorpayOrderId, "failure");
    await settleWebhooks();
    const doc = await orderDoc(orderId);
    expect(field(doc, "status")).toEqual({ stringValue: "pending" });
    expect(field(doc, "lastPaymentError")).toHaveProperty("mapValue");

    const retry = await call<Started>(
      "startPayment",
      { orderId, address: ADDRESS },
      shopper.idToken,
    );
    expect(retry.result?.razorpayOrderId).toBe(razorpayOrderId);
  });

  it("anonymous callers are asked to log in", async () => {
    const answer = await call("startPayment", {
      orderId: "ORD-2026-1795000000000-ABCD",
      address: ADDRESS,
    });
    expect(answer).toMatchObject({
      status: 401,
      error: { status: "UNAUTHENTICATED", message: "Please log in to proceed." },
    });
  });
});
