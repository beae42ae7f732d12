import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import Razorpay from "razorpay";
import { validatePaymentVerification } from "razorpay/dist/utils/razorpay-utils";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type * as Emulator from "../../../../tools/razorpay-emulator/index.mjs";
import { checkoutSignatureValid, webhookSignatureValid } from "../signatures";

/** The emulator on its own: signatures, API auth, checkout, webhooks, test controls. */

// JSON answers are checked with toEqual/toMatchObject; digging into them needs no types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
let emu: typeof Emulator;
let emulator: Emulator.RazorpayEmulator;
let receiver: Server;
const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
const keys = { keyId: "rzp_test_unit", keySecret: "unit_key_secret", webhookSecret: "unit_hook" };
const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;
const AUTH = basic(keys.keyId, keys.keySecret);

beforeAll(async () => {
  emu = await import("../../../../tools/razorpay-emulator/index.mjs");
  receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.end("ok");
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  const port = (receiver.address() as { port: number }).port;
  emulator = emu.createRazorpayEmulator({ ...keys, webhookUrl: `http://127.0.0.1:${port}/hook` });
  await emulator.listen(0);
});
afterAll(async () => {
  await emulator.close();
  await new Promise((r) => receiver.close(r));
});
beforeEach(() => {
  emulator.reset();
  received.length = 0;
});

async function api(path: string, init: RequestInit & { auth?: string } = {}) {
  const res = await fetch(`${emulator.url}${path}`, {
    ...init,
    headers: {
      "content-type": "application/json",
      ...(init.auth !== "" ? { authorization: init.auth ?? AUTH } : {}),
    },
  });
  return { status: res.status, body: (await res.json()) as Json };
}

const createOrder = (body: unknown = { amount: 39900, currency: "INR", receipt: "ORD-1" }) =>
  api("/v1/orders", { method: "POST", body: JSON.stringify(body) });

async function pay(orderId: string, outcome: "success" | "failure", key = keys.keyId) {
  const res = await fetch(`${emulator.url}/v1/checkout/pay`, {
    method: "POST",
    body: JSON.stringify({ key, order_id: orderId, outcome }),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

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
    expect(checkoutSignatureValid("order_A1", "pay_B2", signature, "s3cret")).toBe(true);
    expect(checkoutSignatureValid("order_A1", "pay_B3", signature, "s3cret")).toBe(false);
    expect(checkoutSignatureValid("order_A1", "pay_B2", signature.slice(1), "s3cret")).toBe(false);
  });

  it("signs webhook bodies as Razorpay's own SDK verifies them", () => {
    const body = JSON.stringify({ entity: "event", event: "order.paid" });
    const signature = emu.webhookSignature(body, "hook");
    expect(Razorpay.validateWebhookSignature(body, signature, "hook")).toBe(true);
    expect(webhookSignatureValid(Buffer.from(body), signature, "hook")).toBe(true);
    expect(webhookSignatureValid(Buffer.from(`${body} `), signature, "hook")).toBe(false);
    expect(webhookSignatureValid(Buffer.from(body), undefined, "hook")).toBe(false);
  });

  it("refuses to sign or verify with an empty secret", () => {
    expect(() => emu.webhookSignature("x", "")).toThrow();
    expect(() => webhookSignatureValid(Buffer.from("x"), "ab", "")).toThrow();
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

  it.each<[unknown, string]>([
    [{ currency: "INR" }, "The amount field is required."],
    [{ amount: 99 }, "The amount must be atleast INR 1.00"],
    [{ amount: "39900" }, "The amount must be an integer."],
    [{ amount: 399.5 }, "The amount must be an integer."],
    [
      { amount: 39900, receipt: "x".repeat(41) },
      "The receipt may not be greater than 40 characters.",
    ],
  ])("refuses %j: %s", async (request, description) => {
    const answer = await createOrder(request);
    expect(answer).toMatchObject({ status: 400, body: { error: { description } } });
  });

  it("answers 400 for an unknown order", async () => {
    const answer = await api("/v1/orders/order_Missing0000000/payments");
    expect(answer).toMatchObject({
      status: 400,
      body: { error: { description: "The id provided does not exist" } },
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
  it("delivers payment.captured and order.paid, signed with the webhook secret", async () => {
    const order = (await createOrder({ amount: 39900, notes: { uid: "u1" } })).body;
    const paid = (await pay(order.id, "success")).body;
    await emulator.settled();

    expect(received).toHaveLength(2);
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
    expect(new Set(events.map((e) => e.id)).size).toBe(2);
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
