/** The emulator on its own: checkout payments and webhooks. */
import { describe, expect, it } from "vitest";
import {
  emu,
  emulator,
  received,
  keys,
  api,
  createOrder,
  pay,
  type Json,
  useRazorpayEmulator,
} from "./fixture.js";

useRazorpayEmulator();

describe("checkout", () => {
  it("serves checkout.js to any origin", async () => {
    const res = await fetch(`${emulator.url}/v1/checkout.js`);
    expect(res.headers.get("content-type")).toContain("application/javascript");
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(await res.text()).toContain("window.Razorpay = Razorpay");
    const preflight = await fetch(`${emulator.url}/v1/checkout/pay`, { method: "OPTIONS" });
    expect(preflight.status).toBe(204);
  });

  it("answers Pay with a signature made with the key secret", async () => {
    const order = (await createOrder()).body;
    const { status, body } = await pay(order.id, "success");
    expect(status).toBe(200);
    expect(body).toEqual({
      razorpay_payment_id: expect.stringMatching(/^pay_[0-9A-Za-z]{14}$/),
      razorpay_order_id: order.id,
      razorpay_signature: emu.checkoutSignature(order.id, body.razorpay_payment_id, keys.keySecret),
    });
  });

  it("answers Fail with checkout.js's payment.failed error", async () => {
    const order = (await createOrder()).body;
    const { body } = await pay(order.id, "failure");
    expect(body.error).toEqual({
      code: "BAD_REQUEST_ERROR",
      description: expect.stringContaining("declined by the bank"),
      source: "bank",
      step: "payment_authorization",
      reason: "payment_failed",
      metadata: { order_id: order.id, payment_id: expect.stringMatching(/^pay_/) },
    });
  });

  it("refuses a wrong key and a second payment of a paid order", async () => {
    const order = (await createOrder()).body;
    expect((await pay(order.id, "success", "rzp_test_other")).status).toBe(401);
    await pay(order.id, "success");
    expect(await pay(order.id, "success")).toMatchObject({
      status: 400,
      body: { error: { description: "This order has already been paid." } },
    });
  });
});

describe("webhooks", () => {
  it("delivers payment.authorized, payment.captured and order.paid, signed with the webhook secret", async () => {
    const order = (await createOrder({ amount: 39900, notes: { uid: "u1" } })).body;
    const paid = (await pay(order.id, "success")).body;
    await emulator.settled();

    expect(received).toHaveLength(3);
    const events = received.map(({ headers, body }) => {
      expect(headers["content-type"]).toBe("application/json");
      expect(headers["x-razorpay-signature"]).toBe(emu.webhookSignature(body, keys.webhookSecret));
      return { ...(JSON.parse(body) as Json), id: headers["x-razorpay-event-id"] } as Json;
    });
    const byName = Object.fromEntries(events.map((e) => [e.event, e]));
    expect(byName["payment.captured"]).toMatchObject({
      entity: "event",
      account_id: expect.stringMatching(/^acc_/),
      contains: ["payment"],
      payload: {
        payment: {
          entity: {
            id: paid.razorpay_payment_id,
            order_id: order.id,
            amount: 39900,
            currency: "INR",
            status: "captured",
          },
        },
      },
      created_at: expect.any(Number),
    });
    expect(byName["order.paid"]).toMatchObject({
      contains: ["payment", "order"],
      payload: { order: { entity: { id: order.id, status: "paid", notes: { uid: "u1" } } } },
    });
    expect(new Set(events.map((e) => e.id)).size).toBe(3);
  });

  it("records but does not deliver while delivery is off, and redelivers byte for byte", async () => {
    await api("/_emulator/webhooks", { method: "POST", body: JSON.stringify({ enabled: false }) });
    const order = (await createOrder()).body;
    await pay(order.id, "failure");
    await emulator.settled();
    expect(received).toEqual([]);

    const { body } = await api("/_emulator/webhooks", { method: "GET", auth: "" });
    expect(body.events).toHaveLength(1);
    const event = body.events[0];
    expect(event).toMatchObject({ event: "payment.failed", skipped: "delivery disabled" });

    const redelivered = await api(`/_emulator/webhooks/${event.id}/redeliver`, { method: "POST" });
    expect(redelivered.body).toMatchObject({ ok: true, status: 200 });
    expect(received).toHaveLength(1);
    expect(received[0]?.body).toBe(event.body);
    expect(received[0]?.headers["x-razorpay-event-id"]).toBe(event.id);
  });

  it("forgets everything on reset", async () => {
    const order = (await createOrder()).body;
    await pay(order.id, "success");
    await emulator.settled();
    await api("/_emulator/reset", { method: "POST" });
    const state = (await api("/_emulator/state", { method: "GET" })).body;
    expect(state).toMatchObject({ orders: [], payments: [] });
    expect(emulator.webhooks.events).toEqual([]);
  });
});
