import { logger } from "firebase-functions";
import { DocumentReference, Timestamp } from "firebase-admin/firestore";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { firestorePaths } from "../../domain";
import { startPayment } from "../../index";
import { callAs, clearFirestore, type TestCaller } from "../../testing/harness";
import type { WebhookEventRecord } from "@shop/razorpay-emulator";
import {
  ADDRESS,
  callWebhook,
  ledgerEntries,
  payOnEmulator,
  placePendingOrder,
  startPaymentKit,
  storedOrder,
  type PaymentKit,
} from "./paymentKit";

const asha: TestCaller = { uid: "asha" };
let kit: PaymentKit;
let sign: (body: string, secret: string) => string;

beforeAll(async () => {
  kit = await startPaymentKit();
  sign = (await import("@shop/razorpay-emulator")).webhookSignature;
});
afterAll(() => kit.stop());
beforeEach(async () => {
  await clearFirestore();
  kit.emulator.reset();
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function startedOrder() {
  const orderId = await placePendingOrder(asha);
  const { razorpayOrderId } = await callAs(startPayment, asha, { orderId, address: ADDRESS });
  return { orderId, razorpayOrderId };
}

/** Pays on the emulator with delivery off, so the test decides when each event arrives. */
async function undeliveredEvents(razorpayOrderId: string, outcome: "success" | "failure") {
  kit.emulator.settings.webhooks.enabled = false;
  await payOnEmulator(kit, razorpayOrderId, outcome);
  return kit.emulator.webhooks.events.filter((e) => e.orderId === razorpayOrderId);
}

const deliver = (e: Pick<WebhookEventRecord, "body" | "signature" | "id">) =>
  callWebhook(e.body, { "x-razorpay-signature": e.signature, "x-razorpay-event-id": e.id });

interface EventBody {
  event: string;
  payload: { payment: { entity: Record<string, unknown> } };
}

/** A Razorpay event body with one field changed, correctly signed with the webhook secret. */
function resigned(event: WebhookEventRecord, change: (body: EventBody) => void) {
  const body = JSON.parse(event.body) as EventBody;
  change(body);
  const text = JSON.stringify(body);
  return { id: `${event.id}x`, body: text, signature: sign(text, kit.keys.webhookSecret) };
}

describe("razorpayWebhook", () => {
  it("marks the order paid when Razorpay's webhooks arrive (the tab was closed)", async () => {
    const { orderId, razorpayOrderId } = await startedOrder();
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
    const { orderId, razorpayOrderId } = await startedOrder();
    const events = await undeliveredEvents(razorpayOrderId, "success");
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
    const { orderId, razorpayOrderId } = await startedOrder();
    const events = await undeliveredEvents(razorpayOrderId, "success");
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
    const { orderId, razorpayOrderId } = await startedOrder();
    const events = await undeliveredEvents(razorpayOrderId, "success");
    const byName = Object.fromEntries(events.map((e) => [e.event, e]));

    const first = await deliver(byName["order.paid"]!);
    const paidOrder = await storedOrder("asha", orderId);
    const second = await deliver(byName["payment.captured"]!);

    expect(first.body).toEqual({ received: true, outcome: "marked-paid" });
    expect(second.body).toEqual({ received: true, outcome: "already-paid" });
    expect(await storedOrder("asha", orderId)).toEqual(paidOrder);
  });

  it("records payment.failed on the pending order without changing its status", async () => {
    const { orderId, razorpayOrderId } = await startedOrder();
    const [failed] = await undeliveredEvents(razorpayOrderId, "failure");
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
    const { orderId, razorpayOrderId } = await startedOrder();
    const [failed] = await undeliveredEvents(razorpayOrderId, "failure");
    const [captured] = await undeliveredEvents(razorpayOrderId, "success").then((all) =>
      all.filter((e) => e.event === "payment.captured"),
    );
    await deliver(captured!);
    const paidOrder = await storedOrder("asha", orderId);

    const late = await deliver(failed!);
    expect(late.body).toEqual({ received: true, outcome: "ignored-already-paid" });
    expect(await storedOrder("asha", orderId)).toEqual(paidOrder);
  });

  it.each<[string, (body: EventBody) => void]>([
    ["a different amount", (b) => (b.payload.payment.entity.amount = 100)],
    ["a different currency", (b) => (b.payload.payment.entity.currency = "USD")],
  ])("refuses (200, logged, recorded) a payment for %s", async (_case, change) => {
    const error = vi.spyOn(logger, "error");
    const { orderId, razorpayOrderId } = await startedOrder();
    const [captured] = await undeliveredEvents(razorpayOrderId, "success");
    const forged = resigned(captured!, change);

    const answer = await deliver(forged);
    expect(answer).toEqual({ status: 200, body: { received: true, outcome: "amount-mismatch" } });
    expect(await storedOrder("asha", orderId)).toMatchObject({ status: "pending" });
    expect(await storedOrder("asha", orderId)).not.toHaveProperty("paymentId");
    expect(await ledgerEntries()).toEqual([
      expect.objectContaining({ id: forged.id, outcome: "amount-mismatch", uid: "asha", orderId }),
    ]);
    expect(error).toHaveBeenCalledWith(
      "Payment refused: not applied to the order",
      expect.objectContaining({ outcome: "amount-mismatch", orderId, via: "webhook" }),
    );
  });

  it("leaves the order alone for a payment of a Razorpay order the shop never made, whatever its notes say", async () => {
    const { orderId, razorpayOrderId } = await startedOrder();
    const [captured] = await undeliveredEvents(razorpayOrderId, "success");
    const forged = resigned(captured!, (b) => {
      b.payload.payment.entity.order_id = "order_SomeoneElse001";
      b.payload.payment.entity.notes = { uid: "asha", orderId };
    });
    const answer = await deliver(forged);
    expect(answer).toEqual({ status: 200, body: { received: true, outcome: "not-a-shop-order" } });
    expect(await storedOrder("asha", orderId)).toMatchObject({ status: "pending" });
  });

  it.each<[string, (e: WebhookEventRecord) => Record<string, string | undefined>, string?]>([
    ["no signature", (e) => ({ "x-razorpay-event-id": e.id })],
    [
      "a signature changed by one character",
      (e) => ({ "x-razorpay-signature": flip(e.signature) }),
    ],
    [
      "a signature made with the key secret",
      (e) => ({ "x-razorpay-signature": sign(e.body, kit.keys.keySecret) }),
    ],
    ["a body changed by one character", (e) => ({ "x-razorpay-signature": e.signature }), "tamper"],
  ])("answers 401 to %s and changes nothing", async (_case, headers, tamperBody) => {
    const { orderId, razorpayOrderId } = await startedOrder();
    const [captured] = await undeliveredEvents(razorpayOrderId, "success");
    const body = tamperBody ? captured!.body.replace('"captured"', '"captureD"') : captured!.body;

    const answer = await callWebhook(body, headers(captured!));
    expect(answer.status).toBe(401);
    expect(await storedOrder("asha", orderId)).toMatchObject({ status: "pending" });
    expect(await ledgerEntries()).toEqual([]);
  });

  it("records a signed body that is not a Razorpay event (200, never retried); 405 to a GET", async () => {
    const body = JSON.stringify({ hello: "world" });
    const signed = { "x-razorpay-signature": sign(body, kit.keys.webhookSecret) };
    expect(await callWebhook(body, signed)).toEqual({
      status: 200,
      body: { received: true, outcome: "unreadable" },
    });
    expect((await callWebhook("", {}, "GET")).status).toBe(405);
  });

  it("records events it does not act on once, and answers 200", async () => {
    const { razorpayOrderId } = await startedOrder();
    const [captured] = await undeliveredEvents(razorpayOrderId, "success");
    const refund = resigned(captured!, (b) => (b.event = "payment.dispute.created"));
    expect((await deliver(refund)).body).toEqual({ received: true, outcome: "ignored" });
    expect((await deliver(refund)).body).toEqual({ received: true, outcome: "duplicate-event" });
  });
});

function flip(hex: string): string {
  return hex.slice(0, -1) + (hex.endsWith("0") ? "1" : "0");
}
