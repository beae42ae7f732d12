/** The emulator on its own: payment and order life cycle, capture modes, the Payments API. */
import { describe, expect, it } from "vitest";
import {
  emu,
  emulator,
  keys,
  api,
  post,
  control,
  createOrder,
  pay,
  eventNames,
  useRazorpayEmulator,
} from "./fixture.js";

useRazorpayEmulator();

const order = (id: string) => api(`/v1/orders/${id}`).then((a) => a.body);
const payment = (id: string) => api(`/v1/payments/${id}`).then((a) => a.body);

describe("capture modes", () => {
  it("auto (default): Pay authorises and captures at once; the order is paid", async () => {
    const created = (await createOrder()).body;
    const answer = (await pay(created.id, "success")).body;

    expect(await payment(answer.razorpay_payment_id)).toMatchObject({
      status: "captured",
      captured: true,
      order_id: created.id,
      amount: 39900,
      fee: expect.any(Number),
      amount_refunded: 0,
      refund_status: null,
    });
    expect(await order(created.id)).toMatchObject({
      status: "paid",
      amount_paid: 39900,
      amount_due: 0,
      attempts: 1,
    });
    // As Razorpay does, payment.authorized comes first even when capture is automatic.
    expect(eventNames()).toEqual(["payment.authorized", "payment.captured", "order.paid"]);
    const authorized = JSON.parse(emulator.webhooks.events[0]!.body);
    expect(authorized.payload.payment.entity).toMatchObject({ status: "authorized", fee: null });
  });

  it("auto with authorizedOnAutoCapture false leaves payment.authorized out", async () => {
    await control("webhooks", { authorizedOnAutoCapture: false });
    const created = (await createOrder()).body;
    await pay(created.id, "success");
    expect(eventNames()).toEqual(["payment.captured", "order.paid"]);
  });

  it("delayed: authorised (and signed) at Pay, captured by Razorpay captureDelayMs later", async () => {
    await control("payments", { capture: "delayed", captureDelayMs: 1000 }); // after the checks below, even on a loaded machine
    const created = (await createOrder()).body;
    // From before Pay: the checks below take time of their own on a busy machine.
    const started = Date.now();
    const { body: answer } = await pay(created.id, "success");

    expect(answer.razorpay_signature).toBe(
      emu.checkoutSignature(created.id, answer.razorpay_payment_id, keys.keySecret),
    );
    expect(await payment(answer.razorpay_payment_id)).toMatchObject({
      status: "authorized",
      captured: false,
      fee: null,
    });
    expect(await order(created.id)).toMatchObject({
      status: "attempted",
      amount_paid: 0,
      amount_due: 39900,
    });
    expect(eventNames()).toEqual(["payment.authorized"]);

    await emulator.settled();
    expect(Date.now() - started).toBeGreaterThanOrEqual(999);
    expect(await payment(answer.razorpay_payment_id)).toMatchObject({ status: "captured" });
    expect(await order(created.id)).toMatchObject({ status: "paid", amount_paid: 39900 });
    expect(eventNames()).toEqual(["payment.authorized", "payment.captured", "order.paid"]);
  });

  it("manual: stays authorised until the capture API; listed on the order meanwhile", async () => {
    await control("payments", { capture: "manual" });
    const created = (await createOrder()).body;
    const { body: answer } = await pay(created.id, "success");
    await emulator.settled();
    const id = answer.razorpay_payment_id;

    expect((await api(`/v1/orders/${created.id}/payments`)).body).toMatchObject({
      entity: "collection",
      count: 1,
      items: [{ id, status: "authorized", order_id: created.id }],
    });
    const captured = await post(`/v1/payments/${id}/capture`, { amount: 39900, currency: "INR" });
    expect(captured).toMatchObject({
      status: 200,
      body: { id, status: "captured", captured: true },
    });
    expect(await order(created.id)).toMatchObject({ status: "paid", amount_due: 0 });
    expect(eventNames()).toEqual(["payment.authorized", "payment.captured", "order.paid"]);
    const orderPaid = JSON.parse(emulator.webhooks.events[2]!.body);
    expect(orderPaid.payload.order.entity).toMatchObject({ id: created.id, status: "paid" });
  });

  it("a failure is `failed` with Razorpay's error fields; the order is `attempted`", async () => {
    const created = (await createOrder()).body;
    const { body } = await pay(created.id, "failure");
    expect(await payment(body.error.metadata.payment_id)).toMatchObject({
      status: "failed",
      captured: false,
      error_code: "BAD_REQUEST_ERROR",
      error_reason: "payment_failed",
      error_source: "bank",
      error_step: "payment_authorization",
    });
    expect(await order(created.id)).toMatchObject({ status: "attempted", attempts: 1 });
    expect(eventNames()).toEqual(["payment.failed"]);
  });

  it("sends only the events the webhook is subscribed to", async () => {
    await control("webhooks", { events: ["order.paid"] });
    await pay((await createOrder()).body.id, "success");
    expect(eventNames()).toEqual(["order.paid"]);
    expect((await control("webhooks", { events: "all" })).body.events).toHaveLength(7);
  });

  it.each<[string, unknown]>([
    ["payments", { capture: "sometimes" }],
    ["payments", { captureDelayMs: -1 }],
    ["payments", { capture: "manual", extra: 1 }],
    ["refunds", { outcome: "lost" }],
    ["checkout", { handler: "gone" }],
    ["webhooks", { duplicates: 2 }],
    ["webhooks", { events: ["payment.teleported"] }],
    ["webhooks", { retrySchedule: "hourly" }],
    ["webhooks", { timeScale: 0 }],
    ["webhooks", { seed: 1.5 }],
  ])("refuses POST /_emulator/%s %j and changes nothing", async (path, body) => {
    const before = JSON.stringify(emulator.settings);
    expect((await control(path, body)).status).toBe(400);
    expect(JSON.stringify(emulator.settings)).toBe(before);
  });
});
