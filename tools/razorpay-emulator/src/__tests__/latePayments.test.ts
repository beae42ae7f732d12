/** The emulator on its own: late authorisations and payments made without an order. */
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

const late = (orderId: string, body: unknown) => control(`orders/${orderId}/late-payment`, body);
const payloadOf = (index: number) => JSON.parse(emulator.webhooks.events[index]!.body) as Json;

describe("late authorisation", () => {
  it("authorises afterMs later and, with capture auto, captures: the order is paid", async () => {
    const created = (await createOrder()).body;
    await pay(created.id, "failure"); // what the shopper saw
    // From before the request: the checks below take time of their own on a busy machine.
    const started = Date.now();
    // A second: the checks before it happens must finish first, on a loaded machine too (CI
    // once saw 120 ms run out before them).
    const { status, body: latePayment } = await late(created.id, { afterMs: 1000 });

    expect(status).toBe(200);
    expect(latePayment).toMatchObject({ status: "created", order_id: created.id, amount: 39900 });
    expect((await api(`/v1/orders/${created.id}`)).body).toMatchObject({
      status: "attempted",
      attempts: 2,
    });
    expect(eventNames()).toEqual(["payment.failed"]);

    await emulator.settled();
    // Whole milliseconds: Node's timer may fire within 1 ms of its due time.
    expect(Date.now() - started).toBeGreaterThanOrEqual(999);
    expect(eventNames()).toEqual([
      "payment.failed",
      "payment.authorized",
      "payment.captured",
      "order.paid",
    ]);
    expect(emulator.webhooks.events[1]!.paymentId).toBe(latePayment.id);
    expect((await api(`/v1/payments/${latePayment.id}`)).body.status).toBe("captured");
    expect((await api(`/v1/orders/${created.id}`)).body).toMatchObject({
      status: "paid",
      amount_paid: 39900,
    });
  });

  it("with failFirst, is failed first (Razorpay's timeout), then moves failed → authorized", async () => {
    const created = (await createOrder()).body;
    const latePayment = (
      await late(created.id, { afterMs: 50, capture: "manual", failFirst: true })
    ).body;
    expect(latePayment).toMatchObject({ status: "failed", error_code: "BAD_REQUEST_ERROR" });
    await emulator.settled();

    expect(eventNames()).toEqual(["payment.failed", "payment.authorized"]);
    expect(payloadOf(0).payload.payment.entity.id).toBe(latePayment.id);
    expect((await api(`/v1/payments/${latePayment.id}`)).body).toMatchObject({
      status: "authorized",
      error_code: null,
    });
    expect((await api(`/v1/orders/${created.id}`)).body.status).toBe("attempted");
    const capture = { amount: 39900, currency: "INR" };
    expect((await post(`/v1/payments/${latePayment.id}/capture`, capture)).status).toBe(200);
    expect(eventNames().slice(2)).toEqual(["payment.captured", "order.paid"]);
  });

  it.each(["auto", "manual"])(
    "with capture %s on an order already paid, is refunded at once",
    async (capture) => {
      const created = (await createOrder()).body;
      const latePayment = (await late(created.id, { afterMs: 60, capture })).body;
      await pay(created.id, "success"); // the shopper paid again meanwhile
      await emulator.settled();

      expect(eventNames()).toEqual([
        "payment.authorized",
        "payment.captured",
        "order.paid",
        "payment.authorized",
        "refund.created",
        "refund.processed",
      ]);
      const refunded = (await api(`/v1/payments/${latePayment.id}`)).body;
      expect(refunded).toMatchObject({
        status: "refunded",
        captured: false,
        amount_refunded: 39900,
        refund_status: "full",
      });
      const refunds = (await api(`/v1/payments/${latePayment.id}/refunds`)).body;
      expect(refunds).toMatchObject({ count: 1, items: [{ amount: 39900, status: "processed" }] });
      // Razorpay's way to tell an auto-refund: the payment in the refund event was never captured.
      expect(payloadOf(4).payload.payment.entity).toMatchObject({ captured: false });
      expect((await api(`/v1/orders/${created.id}`)).body).toMatchObject({ amount_paid: 39900 });
    },
  );

  it("is forgotten on reset before it happens", async () => {
    const created = (await createOrder()).body;
    await late(created.id, { afterMs: 1000 });
    emulator.reset();
    await emulator.settled();
    expect(eventNames()).toEqual([]);
    expect(emulator.store.payments.size).toBe(0);
  });

  it("refuses an unknown order and a bad request", async () => {
    expect((await late("order_Missing0000000", {})).body.error.description).toBe(
      "The id provided does not exist",
    );
    const created = (await createOrder()).body;
    expect((await late(created.id, { capture: "delayed" })).status).toBe(400);
    expect((await late(created.id, { afterMs: -5 })).status).toBe(400);
    expect(emulator.store.payments.size).toBe(0);
  });
});

describe("standalone payments (no order)", () => {
  it("captured: order_id null, payment.authorized then payment.captured, no order.paid", async () => {
    const { body } = await control("payments/standalone", {
      amount: 12300,
      notes: { source: "payment link" },
    });
    expect(body).toMatchObject({
      id: expect.stringMatching(/^pay_/),
      entity: "payment",
      order_id: null,
      amount: 12300,
      currency: "INR",
      status: "captured",
      captured: true,
      notes: { source: "payment link" },
    });
    expect(eventNames()).toEqual(["payment.authorized", "payment.captured"]);
    expect(emulator.webhooks.events.map((e) => e.orderId)).toEqual([null, null]);
    expect(payloadOf(1)).toMatchObject({
      contains: ["payment"],
      payload: { payment: { entity: { id: body.id, order_id: null, status: "captured" } } },
    });
  });

  it("authorized can be captured through the API; failed sends payment.failed", async () => {
    const authorised = (
      await control("payments/standalone", { amount: 5000, status: "authorized" })
    ).body;
    const failed = (await control("payments/standalone", { amount: 5000, status: "failed" })).body;
    expect(failed).toMatchObject({ status: "failed", order_id: null });
    const capture = { amount: 5000, currency: "INR" };
    expect((await post(`/v1/payments/${authorised.id}/capture`, capture)).body).toMatchObject({
      status: "captured",
      order_id: null,
    });
    expect(eventNames()).toEqual(["payment.authorized", "payment.failed", "payment.captured"]);
  });

  it.each<unknown>([
    {},
    { amount: 99 },
    { amount: 5000, status: "refunded" },
    { amount: 5000, currency: "inr" },
  ])("refuses %j", async (body) => {
    expect((await control("payments/standalone", body)).status).toBe(400);
    expect(emulator.store.payments.size).toBe(0);
  });
});
