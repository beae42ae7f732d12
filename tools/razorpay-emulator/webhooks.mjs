import { newId, unixNow } from "./store.mjs";
import { webhookSignature } from "./signatures.mjs";

/**
 * Builds Razorpay webhook events and delivers them: a signed POST of the raw
 * JSON body with X-Razorpay-Signature and X-Razorpay-Event-Id, retried with
 * back-off on a non-2xx answer or a network error (Razorpay retries for 24 h;
 * the emulator a few times, quickly). Every event and attempt is recorded.
 */
export function createWebhooks({ secret, accountId, settings, log }) {
  const events = [];
  const inFlight = new Set();

  function emit(event, { payment, order }) {
    const payload = { payment: { entity: { ...payment } } };
    if (order) payload.order = { entity: { ...order } };
    const body = JSON.stringify({
      entity: "event",
      account_id: accountId,
      event,
      contains: Object.keys(payload),
      payload,
      created_at: unixNow(),
    });
    const record = {
      id: newId(),
      event,
      orderId: payment.order_id,
      paymentId: payment.id,
      body,
      signature: webhookSignature(body, secret),
      deliveries: [],
      skipped: null,
    };
    events.push(record);
    if (!settings.webhooks.enabled || !settings.webhooks.url) {
      record.skipped = settings.webhooks.url ? "delivery disabled" : "no webhook URL";
      log(`webhook ${event} ${record.id} not delivered: ${record.skipped}`);
      return record;
    }
    track(deliverWithRetries(record, settings.webhooks.delayMs));
    return record;
  }

  function track(promise) {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise));
    return promise;
  }

  async function deliverWithRetries(record, delayMs) {
    if (delayMs > 0) await sleep(delayMs);
    let wait = settings.webhooks.retryDelayMs;
    for (let attempt = 0; attempt <= settings.webhooks.retries; attempt += 1) {
      const delivery = await deliverOnce(record);
      if (delivery.ok) return delivery;
      if (attempt < settings.webhooks.retries) await sleep(wait);
      wait *= 2;
    }
    return record.deliveries.at(-1);
  }

  async function deliverOnce(record) {
    const started = Date.now();
    const delivery = { at: new Date(started).toISOString(), url: settings.webhooks.url };
    try {
      const res = await fetch(settings.webhooks.url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "user-agent": "Razorpay-Webhook/v1",
          "x-razorpay-signature": record.signature,
          "x-razorpay-event-id": record.id,
        },
        body: record.body,
        signal: AbortSignal.timeout(settings.webhooks.timeoutMs),
      });
      delivery.status = res.status;
      delivery.response = (await res.text()).slice(0, 500);
      delivery.ok = res.ok;
    } catch (error) {
      delivery.ok = false;
      delivery.error = error instanceof Error ? error.message : String(error);
    }
    delivery.durationMs = Date.now() - started;
    record.deliveries.push(delivery);
    log(
      `webhook ${record.event} ${record.id} → ${delivery.status ?? delivery.error} (${delivery.durationMs} ms)`,
    );
    return delivery;
  }

  /** Sends a recorded event again, byte for byte (how Razorpay retries and duplicates look). */
  function redeliver(id) {
    const record = events.find((e) => e.id === id);
    if (!record) return null;
    record.skipped = null;
    return track(deliverOnce(record));
  }

  /** Resolves once no delivery is in flight (including ones started meanwhile). */
  async function settled() {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  }

  return { events, emit, redeliver, settled, clear: () => events.splice(0) };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
