import type { IncomingMessage } from "node:http";
import { amountIn, checkNotesAndReceipt, demand, readJson, type JsonBody } from "./http.js";
import type { RazorpayEmulator } from "./index.js";
import { checkoutSignature, sameSecret } from "./keys.js";
import { LATE_DEFAULTS } from "./payments.js";
import { assign, EVENT_NAMES, settingFields, type FieldKind } from "./settings.js";
import type { EmulatorSettings, WebhookEventName } from "./settings.js";
import { FAILURE, METHODS, newOrder, type EmulatorPayment } from "./store.js";

/** "METHOD /path/:id" → the JSON to answer, from the path's ids, the JSON body and the request. */
type Routes = Record<string, (ids: string[], body: JsonBody, req: IncomingMessage) => unknown>;

const NOT_FOUND = "The id provided does not exist";
const DETAILS: Record<string, FieldKind> = {
  notes: "object",
  method: METHODS,
  email: "string",
  contact: "string",
  description: "string",
};

function found<T>(map: Map<string, T>, id = ""): T {
  const entity = map.get(id);
  demand(entity, NOT_FOUND);
  return entity;
}

function collection<T>(map: Map<string, T>, key: keyof T, id: string) {
  const items = [...map.values()].filter((item) => item[key] === id).reverse();
  return { entity: "collection", count: items.length, items };
}

/** Razorpay's API (the subset the functions call), its test controls and checkout's pay call. */
export function createRoutes(emulator: RazorpayEmulator, keyId: string, keySecret: string) {
  const { store, settings, webhooks, payments, refunds } = emulator;
  const api: Routes = {
    "POST /v1/orders": (_, body) => createOrder(body),
    "GET /v1/orders/:id": ([id]) => found(store.orders, id),
    // Every payment on the order, whatever its state, as Razorpay lists them.
    "GET /v1/orders/:id/payments": ([id]) =>
      collection(store.payments, "order_id", found(store.orders, id).id),
    "GET /v1/payments/:id": ([id]) => found(store.payments, id),
    "POST /v1/payments/:id/capture": ([id], body) =>
      payments.capture(capturable(found(store.payments, id), body)),
    "POST /v1/payments/:id/refund": ([id], body, req) => {
      const key = req.headers["x-refund-idempotency"] as string | undefined;
      return refunds.refund(found(store.payments, id), body, key);
    },
    "GET /v1/payments/:id/refunds": ([id]) =>
      collection(store.refunds, "payment_id", found(store.payments, id).id),
    "GET /v1/payments/:id/refunds/:refundId": ([id, refundId]) => {
      const payment = found(store.payments, id);
      const refund = found(store.refunds, refundId);
      demand(refund.payment_id === payment.id, NOT_FOUND);
      return refund;
    },
    "GET /v1/refunds/:id": ([id]) => found(store.refunds, id),
  };

  // Test controls (never Razorpay's API), each route, field and default in docs/razorpay-emulator.md.
  const controls: Routes = {
    "GET /_emulator/state": () => ({
      settings,
      ...Object.fromEntries(Object.entries(store).map(([name, map]) => [name, [...map.values()]])),
    }),
    "GET /_emulator/webhooks": () => ({ settings: settings.webhooks, events: webhooks.events }),
    "POST /_emulator/(webhooks|faults|payments|refunds|checkout)": ([group], body) =>
      set(group as keyof EmulatorSettings, body),
    "POST /_emulator/webhooks/settle": async () => (await emulator.settled(), { settled: true }),
    "POST /_emulator/webhooks/:id/redeliver": async ([id]) => {
      const delivery = await webhooks.redeliver(id!);
      demand(delivery, "No such webhook event", null, 404);
      return delivery;
    },
    "POST /_emulator/reset": () => (emulator.reset(), { reset: true }),
    "POST /_emulator/payments/standalone": (_, body) => standalone(body),
    "POST /_emulator/orders/:id/late-payment": ([id], body) => {
      const order = found(store.orders, id);
      const request = { ...LATE_DEFAULTS };
      const fields = { afterMs: "count", capture: ["auto", "manual"], failFirst: "boolean" };
      assign(request, body, { ...(fields as Record<string, FieldKind>), ...DETAILS });
      return payments.late(order, request);
    },
  };

  /** Razorpay's own validation messages for the order fields the shop sends. */
  function createOrder(body: JsonBody) {
    const amount = amountIn(body);
    demand(amount >= 100, "The amount must be atleast INR 1.00", "amount");
    const { currency = "INR" } = body;
    const valid = typeof currency === "string" && /^[A-Z]{3}$/.test(currency);
    demand(valid, "The currency field is invalid.", "currency");
    checkNotesAndReceipt(body, "Number of notes fields cannot exceed 15");
    const order = newOrder(amount, currency, body);
    store.orders.set(order.id, order);
    return order;
  }

  /** Razorpay's capture checks, in its order and with its words. */
  function capturable(target: EmulatorPayment, body: JsonBody): EmulatorPayment {
    const amount = amountIn(body);
    const { currency } = body;
    demand(currency != null, "The currency field is required.", "currency");
    demand(!target.captured, "This payment has already been captured");
    const onlyAuthorized =
      "Only payments which have been authorized and not yet captured can be captured";
    demand(target.status === "authorized", onlyAuthorized);
    const paid =
      "Your payment has been declined as the order is already paid. Please initiate the payment with a new order.";
    demand(payments.orderOf(target)?.status !== "paid", paid);
    const sameAmount = "Capture amount must be equal to the amount authorized";
    demand(amount === target.amount, sameAmount, "amount");
    const sameCurrency = "Capture request currency must be same as payment currency";
    demand(currency === target.currency, sameCurrency, "currency");
    return target;
  }

  /** POST /_emulator/<group>: checked settings; "all" events, re-enabling, a new seed. */
  function set(group: keyof EmulatorSettings, body: JsonBody) {
    const accepted = assign(settings[group], body, settingFields(settings[group]));
    const w = settings.webhooks;
    if (accepted.events === "all") w.events = [...EVENT_NAMES];
    else if (accepted.events) w.events = [...new Set(accepted.events as WebhookEventName[])];
    if (group === "webhooks" && accepted.enabled === true) w.disabled = null;
    if ("seed" in accepted) webhooks.reseed();
    return settings[group];
  }

  function standalone(body: JsonBody) {
    const request: JsonBody = { currency: "INR", status: "captured" };
    const status = ["captured", "authorized", "failed"];
    assign(request, body, { amount: "count", currency: "string", status, ...DETAILS });
    demand(Number(request.amount) >= 100, "amount must be a whole number of paise ≥ 100");
    demand(/^[A-Z]{3}$/.test(String(request.currency)), "currency must be ISO 4217");
    const payment = payments.create(null, request);
    if (request.status === "failed") payments.fail(payment);
    else payments.authorize(payment);
    if (request.status === "captured") payments.capture(payment);
    return payment;
  }

  /** The widget's Pay (signed at authorisation, as Razorpay signs, then captured per the setting) and Fail. */
  function checkoutPay(body: JsonBody) {
    demand(sameSecret(body.key ?? "", keyId), "The api key provided is invalid", null, 401);
    const { outcome } = body;
    demand(
      outcome === "success" || outcome === "failure",
      "outcome must be 'success' or 'failure'",
    );
    const order = found(store.orders, String(body.order_id ?? ""));
    demand(order.status !== "paid", "This order has already been paid.");
    const payment = payments.create(order, body);
    if (body.outcome === "failure") {
      payments.fail(payment);
      return { error: { ...FAILURE, metadata: { order_id: order.id, payment_id: payment.id } } };
    }
    const { capture } = settings.payments;
    payments.authorize(payment, capture !== "auto" || settings.webhooks.authorizedOnAutoCapture);
    payments.settle(payment, capture);
    return {
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.id,
      razorpay_signature: checkoutSignature(order.id, payment.id, keySecret),
    };
  }

  return { api, controls, checkoutPay };
}

/** The answer of the route for `at` ("METHOD /path"), from the path's ids and the JSON body. */
export async function answer(table: Routes, at: string, req: IncomingMessage, missing: Error) {
  for (const [route, respond] of Object.entries(table)) {
    const pattern = new RegExp(`^${route.replace(/:\w+/g, "([^/]+)")}$`);
    const match = pattern.exec(at.replace(/\/$/, ""));
    if (match) return respond(match.slice(1).map(decodeURIComponent), await readJson(req), req);
  }
  throw missing;
}
