/**
 * Fault injection beyond what the payment suites cover: Razorpay refusing
 * with each kind of status, Razorpay slower than the client's timeout,
 * Razorpay down while a shopper confirms, and Firestore failing at commit
 * while confirmPayment and the webhook apply a payment. The shopper sees the
 * spec's words, no order is half-written, and a retry (or Razorpay's own
 * webhook retry, or the reconciler) finishes the job.
 */
import { Timestamp, WriteBatch } from "firebase-admin/firestore";
import { describe, expect, it, vi } from "vitest";
import { confirmPayment, startPayment } from "../../index";
import { reconcilePendingPayments } from "../../payments/reconcilePayments";
import { callAs, pathsBesideCallCounters, type TestCaller } from "../../testing/harness";
import {
  ADDRESS,
  callWebhook,
  ledgerEntries,
  payOnEmulator,
  placePendingOrder,
  usePaymentKit,
  storedOrder,
} from "../../payments/__tests__/paymentKit";
import { firestorePaths } from "../../domain";

const asha: TestCaller = { uid: "asha" };
const START_FAILED = { code: "internal", message: "Could not start payment. Please try again." };
const UPDATE_FAILED = {
  code: "internal",
  message: "Payment successful, but order update failed! Please contact support.",
};
// Webhooks off: each test decides when events arrive.
const kit = usePaymentKit({ deliverWebhooks: false });

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected a refusal");
    },
    (error: unknown) => error,
  );

/**
 * The next commit fails as when Firestore is unreachable: nothing it would
 * have written may be visible afterwards. (The payment writes are lock-free
 * batches, lib/optimistic.ts, so a failed commit is a failed batch.)
 */
function failNextCommit() {
  return vi
    .spyOn(WriteBatch.prototype, "commit")
    .mockImplementationOnce(() =>
      Promise.reject(
        Object.assign(new Error("14 UNAVAILABLE: Firestore is unreachable"), { code: 14 }),
      ),
    );
}

async function paidButUnconfirmed() {
  const orderId = await placePendingOrder(asha);
  const { razorpayOrderId } = await callAs(startPayment, asha, { orderId, address: ADDRESS });
  const answer = await payOnEmulator(kit, razorpayOrderId);
  return { orderId, razorpayOrderId, answer };
}

describe("startPayment while Razorpay misbehaves", () => {
  it.each([400, 401, 429, 500, 502, 503])(
    "answers the spec's retry message when Razorpay answers %i, then a retry works",
    async (status) => {
      const orderId = await placePendingOrder(asha);
      const before = await storedOrder("asha", orderId);
      Object.assign(kit.emulator.settings.faults, { failNext: 1, failStatus: status });

      expect(
        await rejection(callAs(startPayment, asha, { orderId, address: ADDRESS })),
      ).toMatchObject(START_FAILED);
      expect(await storedOrder("asha", orderId)).toEqual(before);
      // Beside the order only its guard and the counters (the account's and the shop's).
      expect(await pathsBesideCallCounters()).toEqual([
        firestorePaths.orderGuard("asha"),
        firestorePaths.userOrder("asha", orderId),
      ]);

      const retry = await callAs(startPayment, asha, { orderId, address: ADDRESS });
      expect(retry).toMatchObject({ orderId, amount: 79800 });
      expect(await storedOrder("asha", orderId)).toMatchObject({
        status: "pending",
        razorpayOrderId: retry.razorpayOrderId,
        addressInfo: ADDRESS,
      });
    },
  );

  it("gives up after its timeout when Razorpay hangs, leaving the order pending", async () => {
    const orderId = await placePendingOrder(asha);
    const before = await storedOrder("asha", orderId);
    kit.emulator.settings.faults.latencyMs = 12_000; // beyond the client's 10 s timeout

    const started = Date.now();
    expect(
      await rejection(callAs(startPayment, asha, { orderId, address: ADDRESS })),
    ).toMatchObject(START_FAILED);
    expect(Date.now() - started).toBeLessThan(11_500);
    expect(await storedOrder("asha", orderId)).toEqual(before);

    kit.emulator.settings.faults.latencyMs = 0;
    await expect(callAs(startPayment, asha, { orderId, address: ADDRESS })).resolves.toMatchObject({
      orderId,
    });
  }, 40_000);
});

describe("confirmPayment under faults", () => {
  it("answers 'confirming' while Razorpay is down, never 'paid' on the signature alone", async () => {
    const { orderId, answer } = await paidButUnconfirmed();
    Object.assign(kit.emulator.settings.faults, { failNext: 100, failStatus: 503 });

    await expect(callAs(confirmPayment, asha, { orderId, ...answer })).resolves.toEqual({
      status: "confirming",
    });
    expect(await storedOrder("asha", orderId)).toMatchObject({
      status: "pending",
      paymentConfirming: { paymentId: answer.razorpay_payment_id },
    });

    // Razorpay's webhook needs no call back to Razorpay and finishes the job.
    kit.emulator.settings.faults.failNext = 0;
    const captured = kit.emulator.webhooks.events.find((e) => e.event === "payment.captured")!;
    const headers = {
      "x-razorpay-signature": captured.signature,
      "x-razorpay-event-id": captured.id,
    };
    expect((await callWebhook(captured.body, headers)).status).toBe(200);
    expect(await storedOrder("asha", orderId)).toMatchObject({
      status: "paid",
      paymentId: answer.razorpay_payment_id,
    });
  });

  it("tells the shopper to contact support when Firestore fails, writes nothing, and the reconciler repairs it", async () => {
    const { orderId, answer } = await paidButUnconfirmed();
    const before = await storedOrder("asha", orderId);
    failNextCommit();

    expect(await rejection(callAs(confirmPayment, asha, { orderId, ...answer }))).toMatchObject(
      UPDATE_FAILED,
    );
    expect(await storedOrder("asha", orderId)).toEqual(before);

    // The browser is gone and the webhook was lost: the scheduled run settles it.
    const summary = await reconcilePendingPayments({ now: new Date(Date.now() + 10 * 60_000) });
    expect(summary).toMatchObject({ checked: 1, markedPaid: 1, failed: 0 });
    expect(await storedOrder("asha", orderId)).toMatchObject({
      status: "paid",
      paymentId: answer.razorpay_payment_id,
      paidAt: expect.any(Timestamp),
    });
    // A late retry of the confirmation is a success that changes nothing.
    const paid = await storedOrder("asha", orderId);
    await expect(callAs(confirmPayment, asha, { orderId, ...answer })).resolves.toEqual({
      status: "paid",
    });
    expect(await storedOrder("asha", orderId)).toEqual(paid);
  });
});

describe("razorpayWebhook while Firestore fails", () => {
  it("answers 500 with nothing half-written, and Razorpay's retry applies it once", async () => {
    const { orderId, razorpayOrderId, answer } = await paidButUnconfirmed();
    const before = await storedOrder("asha", orderId);
    const orderPaid = kit.emulator.webhooks.events.find(
      (e) => e.event === "order.paid" && e.orderId === razorpayOrderId,
    )!;
    const headers = {
      "x-razorpay-signature": orderPaid.signature,
      "x-razorpay-event-id": orderPaid.id,
    };
    failNextCommit();

    expect((await callWebhook(orderPaid.body, headers)).status).toBe(500);
    expect(await storedOrder("asha", orderId)).toEqual(before);
    expect(await ledgerEntries()).toEqual([]);

    expect(await callWebhook(orderPaid.body, headers)).toEqual({
      status: 200,
      body: { received: true, outcome: "marked-paid" },
    });
    expect(await callWebhook(orderPaid.body, headers)).toEqual({
      status: 200,
      body: { received: true, outcome: "duplicate-event" },
    });
    expect(await storedOrder("asha", orderId)).toMatchObject({
      status: "paid",
      paymentId: answer.razorpay_payment_id,
    });
    expect((await ledgerEntries()).map((e) => e.id)).toEqual([orderPaid.id]);
  });

  it("through the emulator's own retries: the first delivery fails, a retry settles it", async () => {
    const orderId = await placePendingOrder(asha);
    const { razorpayOrderId } = await callAs(startPayment, asha, { orderId, address: ADDRESS });
    Object.assign(kit.emulator.settings.webhooks, { enabled: true, retries: 2, retryDelayMs: 50 });
    failNextCommit();

    const answer = await payOnEmulator(kit, razorpayOrderId);
    await kit.emulator.settled();

    expect(await storedOrder("asha", orderId)).toMatchObject({
      status: "paid",
      paymentId: answer.razorpay_payment_id,
    });
    // Whichever event met the failure was retried; every event ends answered 200.
    const deliveries = kit.emulator.webhooks.events.map((e) => e.deliveries.map((d) => d.status));
    expect(deliveries).toContainEqual([500, 200]);
    expect(deliveries.map((d) => d.at(-1))).toEqual([200, 200, 200]);
  });
});
