import { HttpProblem, readJson, sendJson } from "./http.mjs";

/**
 * Test controls under /_emulator/ (never part of Razorpay's API):
 *   GET  /_emulator/state                       settings, orders, payments
 *   GET  /_emulator/webhooks                    every event with its delivery attempts
 *   POST /_emulator/webhooks {enabled, delayMs, retries, retryDelayMs, timeoutMs, url}
 *   POST /_emulator/webhooks/settle             answers once no delivery is in flight
 *   POST /_emulator/webhooks/:eventId/redeliver sends an event again, byte for byte
 *   POST /_emulator/faults {latencyMs, failNext, failStatus}   for the Orders API
 *   POST /_emulator/reset                       forget everything, settings back to start
 */
export async function handleControl(req, res, path, emulator) {
  const { settings, store, webhooks } = emulator;
  const route = `${req.method} ${path.replace(/\/$/, "")}`;
  if (route === "GET /_emulator/state") {
    return sendJson(res, 200, {
      settings,
      orders: [...store.orders.values()],
      payments: [...store.payments.values()],
    });
  }
  if (route === "GET /_emulator/webhooks") {
    return sendJson(res, 200, { settings: settings.webhooks, events: webhooks.events });
  }
  if (route === "POST /_emulator/webhooks") {
    const body = await readJson(req);
    assign(settings.webhooks, body, { enabled: "boolean", url: "string" });
    assign(settings.webhooks, body, {
      delayMs: "count",
      retries: "count",
      retryDelayMs: "count",
      timeoutMs: "count",
    });
    return sendJson(res, 200, settings.webhooks);
  }
  if (route === "POST /_emulator/webhooks/settle") {
    await webhooks.settled();
    return sendJson(res, 200, { settled: true });
  }
  const redeliver = /^POST \/_emulator\/webhooks\/([^/]+)\/redeliver$/.exec(route);
  if (redeliver) {
    const delivery = await webhooks.redeliver(decodeURIComponent(redeliver[1]));
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
  throw new HttpProblem(404, `No emulator control at ${route}`);
}

/** Copies the known, well-typed fields of a control request; anything else is refused. */
function assign(target, body, fields) {
  for (const [name, kind] of Object.entries(fields)) {
    if (!(name in body)) continue;
    const value = body[name];
    const ok = kind === "count" ? Number.isInteger(value) && value >= 0 : typeof value === kind;
    if (!ok)
      throw new HttpProblem(
        400,
        `${name} must be a ${kind === "count" ? "whole number ≥ 0" : kind}`,
      );
    target[name] = value;
  }
}
