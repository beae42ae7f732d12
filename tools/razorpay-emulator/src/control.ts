import type { IncomingMessage, ServerResponse } from "node:http";
import { HttpProblem, readJson, sendJson } from "./http.js";
import { RETRY_SCHEDULES } from "./delivery.js";
import type { Payments } from "./payments.js";
import {
  EVENT_NAMES,
  assign,
  type EmulatorSettings,
  type FieldKind,
  type WebhookSettings,
} from "./settings.js";
import { handlePaymentControls } from "./controlPayments.js";
import type { Store } from "./store.js";
import type { WebhookEventName } from "./types.js";
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

/** Every webhook setting a test may change (all but `disabled`, which Razorpay sets). */
const WEBHOOK_FIELDS: Record<Exclude<keyof WebhookSettings, "disabled">, FieldKind> = {
  enabled: "boolean",
  url: "string",
  events: "events",
  authorizedOnAutoCapture: "boolean",
  delayMs: "count",
  retrySchedule: RETRY_SCHEDULES,
  retries: "count",
  retryDelayMs: "count",
  timeScale: "positive",
  timeoutMs: "count",
  duplicates: "probability",
  shuffleMs: "count",
  maxInFlight: "count",
  seed: "seed",
};

/**
 * Test controls under /_emulator/ (never Razorpay's API); every route, field and default is in
 * docs/razorpay-emulator.md. The payment controls are in controlPayments.ts.
 */
export async function handleControl(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  emulator: Controlled,
): Promise<void> {
  const { settings, store, webhooks } = emulator;
  const route = `${req.method} ${path.replace(/\/$/, "")}`;
  if (route === "GET /_emulator/state") {
    return sendJson(res, 200, {
      settings,
      orders: [...store.orders.values()],
      payments: [...store.payments.values()],
      refunds: [...store.refunds.values()],
    });
  }
  if (route === "GET /_emulator/webhooks") {
    return sendJson(res, 200, { settings: settings.webhooks, events: webhooks.events });
  }
  if (route === "POST /_emulator/webhooks") {
    const body = await readJson(req);
    const accepted = assign(settings.webhooks, body, WEBHOOK_FIELDS);
    if (accepted.events === "all") settings.webhooks.events = [...EVENT_NAMES];
    else if (accepted.events) {
      settings.webhooks.events = [...new Set(accepted.events as WebhookEventName[])];
    }
    if (accepted.enabled === true) settings.webhooks.disabled = null;
    if ("seed" in accepted) webhooks.reseed();
    return sendJson(res, 200, settings.webhooks);
  }
  if (route === "POST /_emulator/webhooks/settle") {
    await emulator.settled();
    return sendJson(res, 200, { settled: true });
  }
  const redeliver = /^POST \/_emulator\/webhooks\/([^/]+)\/redeliver$/.exec(route);
  if (redeliver) {
    const delivery = await webhooks.redeliver(decodeURIComponent(redeliver[1]!));
    if (!delivery) throw new HttpProblem(404, "No such webhook event");
    return sendJson(res, 200, delivery);
  }
  if (route === "POST /_emulator/faults") {
    assign(settings.faults, await readJson(req), {
      latencyMs: "count",
      failNext: "count",
      failStatus: "count",
    });
    return sendJson(res, 200, settings.faults);
  }
  if (route === "POST /_emulator/reset") {
    emulator.reset();
    return sendJson(res, 200, { reset: true });
  }
  if (await handlePaymentControls(req, res, route, emulator)) return;
  throw new HttpProblem(404, `No emulator control at ${route}`);
}
