/**
 * Finding 3: the webhook must answer 2xx for every well-signed event it
 * cannot or need not use, 5xx only for transient faults, and never take a
 * document path from anything the shopper wrote. Razorpay retries a failing
 * webhook for 24 h and then disables it, losing every later payment.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { allDocumentPaths, type TestCaller } from "../../testing/harness";
import { callWebhook, ledgerEntries, startedOrder, storedOrder, usePaymentKit } from "./paymentKit";

const asha: TestCaller = { uid: "asha" };
// Webhooks off: the test delivers each event itself.
const kit = usePaymentKit({ deliverWebhooks: false });
let sign: (body: string, secret: string) => string;

beforeAll(async () => {
  sign = (await import("@shop/razorpay-emulator")).webhookSignature;
});

/** What the checkout's Pay/Fail sends, with checkout notes the shopper chose. */
async function payWithNotes(razorpayOrderId: string, outcome: string, notes: unknown) {
  const res = await fetch(`${kit.emulator.url}/v1/checkout/pay`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ key: kit.keys.keyId, order_id: razorpayOrderId, outcome, notes }),
  });
  if (!res.ok) throw new Error(`pay → ${res.status}`);
}

const deliverAll = () =>
  Promise.all(
    kit.emulator.webhooks.events.map((e) =>
      callWebhook(e.body, { "x-razorpay-signature": e.signature, "x-razorpay-event-id": e.id }),
    ),
  );

function signedDelivery(body: string, id: string) {
  return callWebhook(body, {
    "x-razorpay-signature": sign(body, kit.keys.webhookSecret),
    "x-razorpay-event-id": id,
  });
}

const HOSTILE_NOTES = [
  { uid: "a/b", orderId: "../../x" },
  { uid: "ravi", orderId: "ORD-2026-1795000000000-K7QZ" },
  { uid: "", orderId: "" },
  { uid: "__proto__", orderId: { $gt: "" } },
];

describe("razorpayWebhook never trusts checkout notes", () => {
  it.each(HOSTILE_NOTES)("applies a real payment to its own order with notes %o", async (notes) => {
    const { orderId, razorpayOrderId } = await startedOrder(asha);
    await payWithNotes(razorpayOrderId, "success", notes);

    const answers = await deliverAll();

    expect(answers.length).toBeGreaterThanOrEqual(2);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(await storedOrder("asha", orderId)).toMatchObject({ status: "paid" });
    const paths = await allDocumentPaths();
    expect(paths.filter((p) => p.startsWith("users/") && !p.startsWith("users/asha/"))).toEqual([]);
  });

  it.each(HOSTILE_NOTES)("records a failed payment with notes %o, answering 200", async (notes) => {
    const { orderId, razorpayOrderId } = await startedOrder(asha);
    await payWithNotes(razorpayOrderId, "failure", notes);

    const answers = await deliverAll();

    expect(answers.map((a) => [a.status, (a.body as { outcome?: string }).outcome])).toEqual([
      [200, "failure-recorded"],
    ]);
    expect(await storedOrder("asha", orderId)).toMatchObject({
      status: "pending",
      lastPaymentError: { code: "BAD_REQUEST_ERROR" },
    });
  });
});

describe("razorpayWebhook answers 2xx for every signed event it cannot use", () => {
  it("a captured payment with no order_id (a payment link, another product)", async () => {
    const res = await fetch(`${kit.emulator.url}/_emulator/payments/standalone`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ amount: 50000, notes: { uid: "a/b" } }),
    });
    expect(res.ok).toBe(true);

    const answers = await deliverAll();

    expect(answers.length).toBeGreaterThan(0);
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 200, body: { outcome: "not-an-order-payment" } });
    }
  });

  it.each([
    ["a refund event", { entity: "event", event: "refund.processed", payload: { refund: {} } }],
    ["a subscription event", { entity: "event", event: "subscription.charged", payload: {} }],
    [
      "a payment event whose payment has an unexpected shape",
      { entity: "event", event: "payment.captured", payload: { payment: { entity: { id: 7 } } } },
    ],
    [
      "a Razorpay order the shop never made",
      {
        entity: "event",
        event: "payment.captured",
        payload: {
          payment: {
            entity: {
              id: "pay_Stranger000001",
              entity: "payment",
              amount: 100,
              currency: "INR",
              status: "captured",
              order_id: "order_NotTheShops001",
            },
          },
        },
      },
    ],
    ["an envelope Razorpay might extend", { entity: "event", event: "payment.dispute.created" }],
  ])("%s", async (_case, body) => {
    const answer = await signedDelivery(JSON.stringify(body), `evt_${Math.random()}`.slice(0, 20));
    expect(answer.status).toBe(200);
    expect(await ledgerEntries()).toHaveLength(1);
  });

  it("a signed body that is not even JSON is kept for a person, not retried", async () => {
    const answer = await signedDelivery("<html>not json</html>", "evt_NotJson0000001");
    expect(answer).toMatchObject({ status: 200, body: { outcome: "unreadable" } });
    expect(await ledgerEntries()).toMatchObject([
      { id: "evt_NotJson0000001", outcome: "unreadable" },
    ]);
  });

  it("still refuses an unsigned body with 401", async () => {
    const answer = await callWebhook(JSON.stringify({ entity: "event", event: "order.paid" }), {});
    expect(answer.status).toBe(401);
    expect(await ledgerEntries()).toEqual([]);
  });
});

describe("razorpayWebhook needs no call to Razorpay to find the order", () => {
  it("marks a captured payment paid while Razorpay's API is down", async () => {
    const { orderId, razorpayOrderId } = await startedOrder(asha);
    await payWithNotes(razorpayOrderId, "success", {});
    kit.emulator.settings.faults.failNext = 100; // every API call would fail

    const answers = await deliverAll();

    expect(answers.length).toBeGreaterThanOrEqual(2);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(await storedOrder("asha", orderId)).toMatchObject({ status: "paid" });
    kit.emulator.settings.faults.failNext = 0;
  });
});
