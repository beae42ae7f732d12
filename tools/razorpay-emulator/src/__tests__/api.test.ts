/** The emulator on its own: signatures (as Razorpay's own SDK checks them) and the Orders API. */
import Razorpay from "razorpay";
import { validatePaymentVerification } from "razorpay/dist/utils/razorpay-utils.js";
import { describe, expect, it } from "vitest";
import {
  emu,
  emulator,
  keys,
  basic,
  AUTH,
  api,
  createOrder,
  pay,
  useRazorpayEmulator,
} from "./fixture.js";

useRazorpayEmulator();

describe("signatures", () => {
  it("is HMAC-SHA256 in hex (RFC 4231 test case 2)", () => {
    expect(emu.webhookSignature("what do ya want for nothing?", "Jefe")).toBe(
      "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
    );
  });

  it("signs checkout answers as Razorpay's own SDK verifies them", () => {
    const signature = emu.checkoutSignature("order_A1", "pay_B2", "s3cret");
    expect(
      validatePaymentVerification(
        { order_id: "order_A1", payment_id: "pay_B2" },
        signature,
        "s3cret",
      ),
    ).toBe(true);
    expect(
      validatePaymentVerification(
        { order_id: "order_A1", payment_id: "pay_B3" },
        signature,
        "s3cret",
      ),
    ).toBe(false);
  });

  it("signs webhook bodies as Razorpay's own SDK verifies them", () => {
    const body = JSON.stringify({ entity: "event", event: "order.paid" });
    const signature = emu.webhookSignature(body, "hook");
    expect(Razorpay.validateWebhookSignature(body, signature, "hook")).toBe(true);
    expect(Razorpay.validateWebhookSignature(`${body} `, signature, "hook")).toBe(false);
  });

  it("refuses to sign with an empty secret", () => {
    expect(() => emu.webhookSignature("x", "")).toThrow("A signing secret is required");
    expect(() => emu.checkoutSignature("order_A1", "pay_B2", "")).toThrow(
      "A signing secret is required",
    );
  });
});

describe("Orders API", () => {
  it.each<[string, string, number, string | null]>([
    ["no credentials", "", 401, "Please provide your api key for authentication purposes."],
    ["a wrong key secret", basic(keys.keyId, "nope"), 401, "Authentication failed"],
    ["a wrong key id", basic("rzp_test_other", keys.keySecret), 401, "Authentication failed"],
    [
      "a bearer token",
      "Bearer abc",
      401,
      "Please provide your api key for authentication purposes.",
    ],
    ["the right keys", AUTH, 200, null],
  ])("answers %s with %i", async (_case, auth, status, description) => {
    const answer = await api("/v1/orders", {
      method: "POST",
      auth,
      body: JSON.stringify({ amount: 39900, currency: "INR" }),
    });
    expect(answer.status).toBe(status);
    if (description)
      expect(answer.body.error).toMatchObject({ code: "BAD_REQUEST_ERROR", description });
    expect(emulator.store.orders.size).toBe(status === 200 ? 1 : 0);
  });

  it("creates orders in Razorpay's shape", async () => {
    const { status, body } = await createOrder({
      amount: 79800,
      currency: "INR",
      receipt: "ORD-2026-1-ABCD",
      notes: { uid: "u1", orderId: "ORD-2026-1-ABCD" },
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      id: expect.stringMatching(/^order_[0-9A-Za-z]{14}$/),
      entity: "order",
      amount: 79800,
      amount_paid: 0,
      amount_due: 79800,
      currency: "INR",
      receipt: "ORD-2026-1-ABCD",
      offer_id: null,
      status: "created",
      attempts: 0,
      notes: { uid: "u1", orderId: "ORD-2026-1-ABCD" },
      created_at: expect.any(Number),
    });
    expect((await api(`/v1/orders/${body.id}`)).body).toEqual(body);
  });

  it.each<[unknown, string, string]>([
    [{ currency: "INR" }, "The amount field is required.", "amount"],
    [{ amount: 99 }, "The amount must be atleast INR 1.00", "amount"],
    [{ amount: "39900" }, "The amount must be an integer.", "amount"],
    [{ amount: 399.5 }, "The amount must be an integer.", "amount"],
    [
      { amount: 39900, receipt: "x".repeat(41) },
      "The receipt may not be greater than 40 characters.",
      "receipt",
    ],
  ])("refuses %j: %s, in Razorpay's whole envelope", async (request, description, field) => {
    const answer = await createOrder(request);
    expect(answer).toEqual({
      status: 400,
      body: {
        error: {
          code: "BAD_REQUEST_ERROR",
          description,
          field,
          source: "business",
          step: "payment_initiation",
          reason: "input_validation_failed",
          metadata: {},
        },
      },
    });
  });

  it("answers 400 for an unknown order, naming no field", async () => {
    const answer = await api("/v1/orders/order_Missing0000000/payments");
    expect(answer).toMatchObject({
      status: 400,
      body: {
        error: { description: "The id provided does not exist", field: null, source: "NA" },
      },
    });
  });

  it("lists an order's payments newest first and marks the order paid", async () => {
    const order = (await createOrder()).body;
    const failed = await pay(order.id, "failure");
    const paid = await pay(order.id, "success");

    const { body } = await api(`/v1/orders/${order.id}/payments`);
    expect(body).toMatchObject({ entity: "collection", count: 2 });
    expect(body.items.map((p: { id: string; status: string }) => [p.id, p.status])).toEqual([
      [paid.body.razorpay_payment_id, "captured"],
      [failed.body.error.metadata.payment_id, "failed"],
    ]);
    expect(body.items[0]).toMatchObject({ entity: "payment", amount: 39900, captured: true });
    expect((await api(`/v1/orders/${order.id}`)).body).toMatchObject({
      status: "paid",
      amount_paid: 39900,
      amount_due: 0,
      attempts: 2,
    });
  });

  it("fails the next N calls and adds latency on request", async () => {
    await api("/_emulator/faults", { method: "POST", body: JSON.stringify({ failNext: 2 }) });
    expect((await createOrder()).status).toBe(500);
    expect((await createOrder()).body.error.code).toBe("SERVER_ERROR");
    expect((await createOrder()).status).toBe(200);

    emulator.settings.faults.latencyMs = 300;
    const started = Date.now();
    await createOrder();
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it("refuses a malformed control request", async () => {
    const answer = await api("/_emulator/faults", {
      method: "POST",
      body: JSON.stringify({ failNext: -1 }),
    });
    expect(answer.status).toBe(400);
    expect(emulator.settings.faults.failNext).toBe(0);
  });
});
