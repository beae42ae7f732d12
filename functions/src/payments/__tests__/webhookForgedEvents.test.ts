import { logger } from "firebase-functions";
import { describe, expect, it, vi } from "vitest";
import { webhookSignature as sign, type WebhookEventRecord } from "@shop/razorpay-emulator";
import type { TestCaller } from "../../testing/harness";
import {
  callWebhook,
  deliver,
  ledgerEntries,
  startedOrder,
  storedOrder,
  undeliveredEvents,
  usePaymentKit,
} from "./paymentKit";

// Signed bodies the shop must not apply (changed figures, someone else's order, bad signatures),
// and events it records without acting on.
const asha: TestCaller = { uid: "asha" };
const kit = usePaymentKit({ deliverWebhooks: true });

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

const flip = (hex: string) => hex.slice(0, -1) + (hex.endsWith("0") ? "1" : "0");

describe("razorpayWebhook, forged and unread events", () => {
  it.each<[string, (body: EventBody) => void]>([
    ["a different amount", (b) => (b.payload.payment.entity.amount = 100)],
    ["a different currency", (b) => (b.payload.payment.entity.currency = "USD")],
  ])("refuses (200, logged, recorded) a payment for %s", async (_case, change) => {
    const error = vi.spyOn(logger, "error");
    const { orderId, razorpayOrderId } = await startedOrder(asha);
    const [captured] = await undeliveredEvents(kit, razorpayOrderId, "success");
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
    const { orderId, razorpayOrderId } = await startedOrder(asha);
    const [captured] = await undeliveredEvents(kit, razorpayOrderId, "success");
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
    const { orderId, razorpayOrderId } = await startedOrder(asha);
    const [captured] = await undeliveredEvents(kit, razorpayOrderId, "success");
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
    const { razorpayOrderId } = await startedOrder(asha);
    const [captured] = await undeliveredEvents(kit, razorpayOrderId, "success");
    const refund = resigned(captured!, (b) => (b.event = "payment.dispute.created"));
    expect((await deliver(refund)).body).toEqual({ received: true, outcome: "ignored" });
    expect((await deliver(refund)).body).toEqual({ received: true, outcome: "duplicate-event" });
  });
});
