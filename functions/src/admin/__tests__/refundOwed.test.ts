import { logger } from "firebase-functions";
import { describe, expect, it, vi } from "vitest";
import { refundOwed } from "../../domain";
import { adminCancelOrder } from "../../index";
import { usePaymentKit } from "../../payments/__tests__/paymentKit";
import {
  ORDER_AMOUNT,
  asha,
  ashasOrder,
  callAsAdmin,
  newKey,
  paidOrder,
  rejection,
} from "./adminKit";
import { deliver, razorpayRefunded, refundEvents, storedRefunds } from "./refundKit";

const kit = usePaymentKit({ deliverWebhooks: false });

const cancel = (orderId: string, requestKey = newKey()) =>
  callAsAdmin(adminCancelOrder, { uid: asha.uid, orderId, requestKey });

/** What the console reads as owed on the stored order (domain refundOwed). */
async function owed(orderId: string) {
  const order = await ashasOrder(orderId);
  return refundOwed({
    status: String(order?.status),
    amount: Number(order?.amount),
    fulfilment: order?.fulfilment,
    refunds: order?.refunds,
  });
}

/** The log lines ops/monitoring alerts on (shopEvent refund_failed). */
const refundFailedLines = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.filter(
    (call) => (call[1] as { shopEvent?: string } | undefined)?.shopEvent === "refund_failed",
  );

describe("a cancelled order whose refund failed", () => {
  it("owes the refund, alerts, and is refunded once by one retry", async () => {
    const errors = vi.spyOn(logger, "error");
    const { orderId, paymentId } = await paidOrder(kit);
    kit.emulator.settings.refunds.outcome = "failed";
    const first = await cancel(orderId);
    expect(await owed(orderId)).toBe(0); // pending counts as given back
    for (const event of await refundEvents(kit, first.refund?.refundId ?? "")) await deliver(event);

    expect((await storedRefunds(orderId)).history).toEqual([
      "cancelled",
      "refund-requested",
      "refund-failed",
    ]);
    expect(await owed(orderId)).toBe(ORDER_AMOUNT);
    expect(razorpayRefunded(kit, paymentId)).toBe(0);
    expect(refundFailedLines(errors)).toEqual([
      [
        "Refund failed: the shopper is owed money",
        expect.objectContaining({ orderId, amount: ORDER_AMOUNT, via: "webhook" }),
      ],
    ]);

    // Retry refund: cancelling again, one request key for both clicks.
    kit.emulator.settings.refunds.outcome = "processed";
    const requestKey = newKey();
    const [retry, again] = await Promise.all([
      cancel(orderId, requestKey),
      cancel(orderId, requestKey),
    ]);
    expect(retry.refund).toEqual({
      refundId: expect.stringMatching(/^rfnd_/),
      amount: ORDER_AMOUNT,
      // The emulator settles at once: the second click may read it processed already.
      state: expect.stringMatching(/^(pending|processed)$/),
    });
    expect(again.refund?.refundId).toBe(retry.refund?.refundId);
    expect(await owed(orderId)).toBe(0);
    expect(razorpayRefunded(kit, paymentId)).toBe(ORDER_AMOUNT);
    const { refunds } = await storedRefunds(orderId);
    const states = Object.values(refunds).map((r) => r.state);
    expect(states.filter((state) => state === "failed")).toHaveLength(1);
    expect(states).toHaveLength(2);
  });

  it("owes what Razorpay refused outright, and alerts", async () => {
    const errors = vi.spyOn(logger, "error");
    const { orderId } = await paidOrder(kit);
    kit.emulator.settings.faults.failNext = 1;
    kit.emulator.settings.faults.failStatus = 400;
    await rejection(cancel(orderId));
    expect(await owed(orderId)).toBe(ORDER_AMOUNT);
    expect(refundFailedLines(errors)).toEqual([
      [
        "Refund failed: the shopper is owed money",
        expect.objectContaining({ orderId, amount: ORDER_AMOUNT, via: "refused" }),
      ],
    ]);
  });
});
