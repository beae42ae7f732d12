import type { IncomingMessage } from "node:http";
import { HttpProblem, readJson } from "./http.js";
import type { LatePayment, Payments } from "./payments.js";
import { assign, SETTING_FIELDS, type EmulatorSettings, type FieldKind } from "./settings.js";
import { METHODS, type PaymentDetails, type Store } from "./store.js";
import { EVENT_NAMES, type WebhookEventName } from "./types.js";
import type { Webhooks } from "./webhooks.js";

/** What the controls steer: the emulator's settings, memory and machinery. */
export interface Controlled {
  settings: EmulatorSettings;
  store: Store;
  webhooks: Webhooks;
  payments: Payments;
  settled(): Promise<void>;
  reset(): void;
}

/** What a payment may be given besides its amount. */
const DETAILS: Record<string, FieldKind> = {
  notes: "object",
  method: METHODS,
  email: "string",
  contact: "string",
  description: "string",
};
const STANDALONE_STATUSES = ["captured", "authorized", "failed"] as const;

/**
 * Test controls under /_emulator/ (never Razorpay's API), each route, field and default in
 * docs/razorpay-emulator.md; answers the JSON to send.
 */
export async function handleControl(
  req: IncomingMessage,
  path: string,
  emulator: Controlled,
): Promise<unknown> {
  const { settings, store, webhooks, payments } = emulator;
  const route = `${req.method} ${path.replace(/\/$/, "")}`;
  if (route === "GET /_emulator/state") {
    const { orders, payments, refunds } = store;
    const all = [orders, payments, refunds].map((map) => [...map.values()]);
    return { settings, orders: all[0], payments: all[1], refunds: all[2] };
  }
  if (route === "GET /_emulator/webhooks") {
    return { settings: settings.webhooks, events: webhooks.events };
  }
  const group = /^POST \/_emulator\/(webhooks|faults|payments|refunds|checkout)$/.exec(route)?.[1];
  if (group) {
    const name = group as keyof EmulatorSettings;
    const accepted = assign(settings[name], await readJson(req), SETTING_FIELDS[name]);
    const w = settings.webhooks;
    if (accepted.events === "all") w.events = [...EVENT_NAMES];
    else if (accepted.events) w.events = [...new Set(accepted.events as WebhookEventName[])];
    if (name === "webhooks" && accepted.enabled === true) w.disabled = null;
    if ("seed" in accepted) webhooks.reseed();
    return settings[name];
  }
  if (route === "POST /_emulator/webhooks/settle") {
    await emulator.settled();
    return { settled: true };
  }
  const redeliver = /^POST \/_emulator\/webhooks\/([^/]+)\/redeliver$/.exec(route);
  if (redeliver) {
    const delivery = await webhooks.redeliver(decodeURIComponent(redeliver[1]!));
    if (!delivery) throw new HttpProblem(404, "No such webhook event");
    return delivery;
  }
  if (route === "POST /_emulator/reset") {
    emulator.reset();
    return { reset: true };
  }
  if (route === "POST /_emulator/payments/standalone") {
    const request = { currency: "INR", status: "captured" } as PaymentDetails & {
      currency: string;
      status: (typeof STANDALONE_STATUSES)[number];
    };
    const fields: Record<string, FieldKind> = {
      amount: "count",
      currency: "string",
      status: STANDALONE_STATUSES,
    };
    assign(request, await readJson(req), { ...fields, ...DETAILS });
    if (request.amount === undefined || !Number.isInteger(request.amount) || request.amount < 100) {
      throw new HttpProblem(400, "amount must be a whole number of paise ≥ 100");
    }
    if (!/^[A-Z]{3}$/.test(request.currency))
      throw new HttpProblem(400, "currency must be ISO 4217");
    const payment = payments.create(null, request);
    if (request.status === "failed") payments.fail(payment);
    else payments.authorize(payment);
    if (request.status === "captured") payments.capture(payment);
    return payment;
  }
  const late = /^POST \/_emulator\/orders\/([^/]+)\/late-payment$/.exec(route);
  if (late) {
    const order = store.orders.get(decodeURIComponent(late[1]!));
    if (!order) throw new HttpProblem(400, "The id provided does not exist");
    const request: LatePayment = { afterMs: 0, capture: "auto", failFirst: false };
    const fields: Record<string, FieldKind> = {
      afterMs: "count",
      capture: ["auto", "manual"],
      failFirst: "boolean",
    };
    assign(request, await readJson(req), { ...fields, ...DETAILS });
    return payments.late(order, request);
  }
  throw new HttpProblem(404, `No emulator control at ${route}`);
}
