import { logger } from "firebase-functions";
import { DocumentReference, Timestamp } from "firebase-admin/firestore";
import { describe, expect, it, vi } from "vitest";
import { firestorePaths } from "../../domain";
import type { TestCaller } from "../../testing/harness";
import {
  deliver,
  ledgerEntries,
  payOnEmulator,
  startedOrder,
  storedOrder,
  undeliveredEvents,
  usePaymentKit,
} from "./paymentKit";

// Razorpay's events arriving late, twice, at once and out of order; forged and unread ones are in
// webhookForgedEvents.test.ts.
const asha: TestCaller = { uid: "asha" };
const kit = usePaymentKit({ deliverWebhooks: true });

describe("razorpayWebhook", () => {
  it("marks the order paid when Razorpay's webhooks arrive (the tab was closed)", async () => {
    const { orderId, razorpayOrderId } = await startedOrder(asha);
    const paid = await payOnEmulator(kit, razorpayOrderId);
    await kit.emulator.settled();

    const events = kit.emulator.webhooks.events;
    expect(events.map((e) => [e.event, e.deliveries.at(-1)?.status])).toEqual([
      ["payment.authorized", 200],
      ["payment.captured", 200],
      ["order.paid", 200],
    ]);
    expect(await storedOrder("asha", orderId)).toMatchObject({
      status: "paid",
      paymentId: paid.razorpay_payment_id,
      paidAt: expect.any(Timestamp),
      paymentMethod: "razorpay",
      paymentStatus: "captured",
    });
    const ledger = await ledgerEntries();
    expect(ledger.map((e) => e.id).sort()).toEqual(events.map((e) => e.id).sort());
    // Deliveries overlap: payment.authorized lands before the capture ("confirming") or after it.
    expect([
      ["already-paid", "confirming", "marked-paid"],
      ["already-paid", "already-paid", "marked-paid"],
    ]).toContainEqual(ledger.map((e) => e.outcome).sort());
    expect((await storedOrder("asha", orderId))?.paymentConfirming).toBeUndefined();
  });

  it("gives exactly one transition for duplicate deliveries of one event", async () => {
    const info = vi.spyOn(logger, "info");
    const { orderId, razorpayOrderId } = await startedOrder(asha);
    const events = await undeliveredEvents(kit, razorpayOrderId, "success");
    const captured = events.find((e) => e.event === "payment.captured");
    if (!captured) throw new Error("no payment.captured event");

    const answers = await Promise.all([deliver(captured), deliver(captured), deliver(captured)]);
    const again = await deliver(captured);

    expect([...answers, again].map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const outcomes = [...answers, again].map((a) => (a.body as { outcome: string }).outcome);
    expect(outcomes.filter((o) => o === "marked-paid")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "duplicate-event")).toHaveLength(3);
    expect(info.mock.calls.filter(([m]) => m === "Order marked paid")).toHaveLength(1);
    expect(await ledgerEntries()).toHaveLength(1);
    expect(await storedOrder("asha", orderId)).toMatchObject({ status: "paid" });
  });

  it("answers a duplicate when a redelivery is applied between the ledger's read and the commit", async () => {
    const { orderId, razorpayOrderId } = await startedOrder(asha);
    const events = await undeliveredEvents(kit, razorpayOrderId, "success");
    const byName = Object.fromEntries(events.map((e) => [e.event, e]));
    await deliver(byName["order.paid"]!);
    const paidOrder = await storedOrder("asha", orderId);
    const captured = byName["payment.captured"]!;
    // The webhook reads the ledger entry with the index, then the order: the redelivery lands
    // in between, so only the entry's create() in the commit can tell.
    const orderPath = firestorePaths.userOrder("asha", orderId);
    const get = DocumentReference.prototype.get;
    let redelivered: unknown;
    vi.spyOn(DocumentReference.prototype, "get").mockImplementation(async function (
      this: DocumentReference,
    ) {
      if (redelivered === undefined && this.path === orderPath) {
        redelivered = "started";
        redelivered = (await deliver(captured)).body;
      }
      return get.call(this);
    });

    const answer = await deliver(captured);

    expect(redelivered).toEqual({ received: true, outcome: "already-paid" });
    expect(answer).toEqual({ status: 200, body: { received: true, outcome: "duplicate-event" } });
    expect((await ledgerEntries()).filter((e) => e.id === captured.id)).toHaveLength(1);
    expect(await storedOrder("asha", orderId)).toEqual(paidOrder);
  });

  it("gives one transition when order.paid arrives before payment.captured", async () => {
    const { orderId, razorpayOrderId } = await startedOrder(asha);
    const events = await undeliveredEvents(kit, razorpayOrderId, "success");
    const byName = Object.fromEntries(events.map((e) => [e.event, e]));

    const first = await deliver(byName["order.paid"]!);
    const paidOrder = await storedOrder("asha", orderId);
    const second = await deliver(byName["payment.captured"]!);

    expect(first.body).toEqual({ received: true, outcome: "marked-paid" });
    expect(second.body).toEqual({ received: true, outcome: "already-paid" });
    expect(await storedOrder("asha", orderId)).toEqual(paidOrder);
  });

  it("records payment.failed on the pending order without changing its status", async () => {
    const { orderId, razorpayOrderId } = await startedOrder(asha);
    const [failed] = await undeliveredEvents(kit, razorpayOrderId, "failure");
    expect(failed?.event).toBe("payment.failed");

    const answer = await deliver(failed!);
    expect(answer).toEqual({ status: 200, body: { received: true, outcome: "failure-recorded" } });
    const stored = await storedOrder("asha", orderId);
    expect(stored).toMatchObject({
      status: "pending",
      lastPaymentError: {
        code: "BAD_REQUEST_ERROR",
        description: expect.stringContaining("declined by the bank"),
        paymentId: failed!.paymentId,
        at: expect.any(Timestamp),
      },
    });
    expect(stored).not.toHaveProperty("paymentId");
  });

  it("never moves a paid order back: a late payment.failed changes nothing", async () => {
    const { orderId, razorpayOrderId } = await startedOrder(asha);
    const [failed] = await undeliveredEvents(kit, razorpayOrderId, "failure");
    const [captured] = await undeliveredEvents(kit, razorpayOrderId, "success").then((all) =>
      all.filter((e) => e.event === "payment.captured"),
    );
    await deliver(captured!);
    const paidOrder = await storedOrder("asha", orderId);

    const late = await deliver(failed!);
    expect(late.body).toEqual({ received: true, outcome: "ignored-already-paid" });
    expect(await storedOrder("asha", orderId)).toEqual(paidOrder);
  });
});
