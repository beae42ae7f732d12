/** The emulator on its own: the Refunds API, refund events and X-Refund-Idempotency. */
import { describe, expect, it } from "vitest";
import {
  emulator,
  api,
  post,
  control,
  createOrder,
  pay,
  eventNames,
  type Json,
  useRazorpayEmulator,
} from "./fixture.js";

useRazorpayEmulator();

async function capturedPayment(amount = 39900): Promise<string> {
  const created = (await createOrder({ amount, currency: "INR" })).body;
  const id = (await pay(created.id, "success")).body.razorpay_payment_id as string;
  await emulator.settled();
  emulator.webhooks.events.splice(0); // only the refund's events from here
  return id;
}
const refund = (paymentId: string, body: unknown = {}, key?: string) =>
  post(`/v1/payments/${paymentId}/refund`, body, key ? { "x-refund-idempotency": key } : {});
const paymentOf = (id: string) => api(`/v1/payments/${id}`).then((a) => a.body);
const eventBody = (index: number) => JSON.parse(emulator.webhooks.events[index]!.body) as Json;

describe("refunds", () => {
  it("refunds in full when no amount is given, answered processed as Razorpay does", async () => {
    const id = await capturedPayment();
    const { status, body } = await refund(id, { notes: { reason: "cancelled" }, receipt: "R-1" });

    expect(status).toBe(200);
    expect(body).toEqual({
      id: expect.stringMatching(/^rfnd_[0-9A-Za-z]{14}$/),
      entity: "refund",
      amount: 39900,
      currency: "INR",
      payment_id: id,
      notes: { reason: "cancelled" },
      receipt: "R-1",
      acquirer_data: { arn: expect.any(String) },
      created_at: expect.any(Number),
      batch_id: null,
      status: "processed",
      speed_processed: "normal",
      speed_requested: "normal",
    });
    expect(await paymentOf(id)).toMatchObject({
      status: "refunded",
      captured: true,
      amount_refunded: 39900,
      refund_status: "full",
    });
    await emulator.settled();
    expect((await api(`/v1/refunds/${body.id}`)).body).toMatchObject({
      status: "processed",
      acquirer_data: { arn: expect.any(String) },
    });
    expect(eventNames()).toEqual(["refund.created", "refund.processed"]);
    expect(eventBody(0)).toMatchObject({
      contains: ["refund", "payment"],
      payload: {
        refund: { entity: { id: body.id, status: "pending" } },
        payment: { entity: { id, status: "refunded", amount_refunded: 39900 } },
      },
    });
    expect(emulator.webhooks.events[1]).toMatchObject({ refundId: body.id, paymentId: id });
  });

  it("refunds in parts, never more than captured minus refunded, listed newest first", async () => {
    const id = await capturedPayment();
    const first = (await refund(id, { amount: 10000 })).body;
    expect(await paymentOf(id)).toMatchObject({
      status: "captured",
      amount_refunded: 10000,
      refund_status: "partial",
    });
    expect((await refund(id, { amount: 30000 })).body.error.description).toBe(
      "The refund amount provided is greater than the unrefunded amount",
    );
    expect((await refund(id, { amount: 40000 })).body.error.description).toBe(
      "The refund amount provided is greater than amount captured",
    );
    const rest = (await refund(id, { speed: "optimum" })).body;
    expect(rest).toMatchObject({
      amount: 29900,
      speed_requested: "optimum",
      speed_processed: "instant",
    });
    expect(await paymentOf(id)).toMatchObject({ status: "refunded", refund_status: "full" });
    expect((await refund(id, { amount: 100 })).body.error.description).toBe(
      "The payment has been fully refunded already",
    );
    const list = (await api(`/v1/payments/${id}/refunds`)).body;
    expect(list).toMatchObject({ entity: "collection", count: 2 });
    expect(list.items.map((r: Json) => r.id)).toEqual([rest.id, first.id]);
    expect((await api(`/v1/payments/${id}/refunds/${first.id}`)).body.id).toBe(first.id);
  });

  it("a failed refund gives the amount back to the payment and sends refund.failed", async () => {
    await control("refunds", { outcome: "failed", delayMs: 1000 }); // after the check below, even on a loaded machine
    const id = await capturedPayment();
    const created = (await refund(id)).body;
    expect(created.status).toBe("pending");
    expect(eventNames()).toEqual(["refund.created"]);

    await emulator.settled();
    expect((await api(`/v1/refunds/${created.id}`)).body.status).toBe("failed");
    expect(await paymentOf(id)).toMatchObject({
      status: "captured",
      amount_refunded: 0,
      refund_status: null,
    });
    expect(eventNames()).toEqual(["refund.created", "refund.failed"]);
    expect(eventBody(1).payload.refund.entity.status).toBe("failed");
  });

  it.each<[string, unknown, string]>([
    ["a decimal amount", { amount: 100.5 }, "The amount must be an integer."],
    ["less than ₹1", { amount: 99 }, "The amount must be at least INR 1.00"],
    ["an unknown speed", { speed: "instant" }, "The selected speed is invalid."],
    [
      "a long receipt",
      { receipt: "r".repeat(41) },
      "The receipt may not be greater than 40 characters.",
    ],
    [
      "an extra field",
      { amount: 100, currency: "INR" },
      "currency is/are not required and should not be sent",
    ],
  ])("refuses %s", async (_case, body, description) => {
    const id = await capturedPayment();
    expect(await refund(id, body)).toMatchObject({
      status: 400,
      body: { error: { code: "BAD_REQUEST_ERROR", description } },
    });
    expect((await paymentOf(id)).amount_refunded).toBe(0);
  });

  it("refunds only captured payments", async () => {
    await control("payments", { capture: "manual" });
    const authorised = (await pay((await createOrder()).body.id, "success")).body;
    const failed = (await pay((await createOrder()).body.id, "failure")).body.error.metadata;
    for (const id of [authorised.razorpay_payment_id, failed.payment_id]) {
      expect((await refund(id)).body.error.description).toBe(
        "The payment status should be captured for action to be taken",
      );
    }
    expect((await refund("pay_Missing0000000")).body.error.description).toBe(
      "The id provided does not exist",
    );
    expect(emulator.store.refunds.size).toBe(0);
  });
});
