import { newId, unixNow } from "./store.js";
import { seededRandom, type Scheduler } from "./scheduler.js";
import type { EmulatorSettings } from "./settings.js";
import { webhookSignature } from "./signatures.js";
import { deliverOnce, nextRetryDelay } from "./delivery.js";
import type {
  EventEntities,
  Log,
  WebhookDelivery,
  WebhookEventName,
  WebhookEventRecord,
} from "./types.js";

/** A recorded event, and whether reset has forgotten it (its scheduled attempts then do nothing). */
type Recorded = WebhookEventRecord & { dropped?: true };

/**
 * Delivers as Razorpay does: signed raw body, at least once, unordered, retried, and the webhook
 * disabled after 24 h of failures; settings.webhooks says how harsh (docs/razorpay-emulator.md).
 */
export function createWebhooks({
  secret,
  accountId,
  settings,
  scheduler,
  log,
}: {
  secret: string;
  accountId: string;
  settings: EmulatorSettings;
  scheduler: Scheduler;
  log: Log;
}) {
  const events: Recorded[] = [];
  let seededWith: number | null = null;
  let random = Math.random;

  /** The run's random numbers: seeded (reproducible) when settings.webhooks.seed is set. */
  function rng(): number {
    const { seed } = settings.webhooks;
    if (seed !== seededWith) reseed();
    return random();
  }

  function reseed(): void {
    seededWith = settings.webhooks.seed;
    random = seededWith === null ? Math.random : seededRandom(seededWith);
  }

  /** Sends `event` with these entities (payload order), if the webhook is subscribed to it. */
  function emit(event: WebhookEventName, entities: EventEntities): WebhookEventRecord | null {
    const w = settings.webhooks;
    if (!w.events.includes(event)) return null; // not subscribed: Razorpay sends nothing
    const payload: Record<string, { entity: unknown }> = {};
    for (const [name, entity] of Object.entries(entities)) payload[name] = { entity };
    const body = JSON.stringify({
      entity: "event",
      account_id: accountId,
      event,
      contains: Object.keys(payload),
      payload,
      created_at: unixNow(),
    });
    const record: Recorded = {
      id: newId(),
      event,
      orderId: entities.payment?.order_id ?? null,
      paymentId: entities.payment?.id ?? null,
      refundId: entities.refund?.id ?? null,
      body,
      signature: webhookSignature(body, secret),
      createdAt: new Date().toISOString(),
      copies: 0,
      firstDelaysMs: [],
      deliveries: [],
      skipped: null,
    };
    events.push(record);
    const skip = skipReason();
    if (skip) {
      record.skipped = skip;
      log(`webhook ${event} ${record.id} not delivered: ${skip}`);
      return record;
    }
    record.copies = w.duplicates > 0 && rng() < w.duplicates ? 2 : 1;
    for (let copy = 1; copy <= record.copies; copy += 1) {
      const delay = w.delayMs + (w.shuffleMs > 0 ? Math.floor(rng() * (w.shuffleMs + 1)) : 0);
      record.firstDelaysMs.push(delay);
      scheduler.after(delay, () => attempt(record, copy, 1));
    }
    return record;
  }

  function skipReason(): string | null {
    const w = settings.webhooks;
    if (!w.url) return "no webhook URL";
    if (!w.enabled) return "delivery disabled";
    if (w.disabled) return "webhook disabled";
    return null;
  }

  // Razorpay publishes no such cap, but a local Functions emulator starts a worker per request, so a
  // load run caps POSTs to measure the shop, not the machine. A queued POST's 5 s starts when sent.
  const queue: Array<() => void> = [];
  let sending = 0;
  function sendSlot(): Promise<() => void> {
    const max = settings.webhooks.maxInFlight;
    if (!max || sending < max) {
      sending += 1;
      return Promise.resolve(release);
    }
    return new Promise<void>((resolve) => queue.push(resolve)).then(() => release);
    function release() {
      const next = queue.shift();
      if (next) next();
      else sending -= 1;
    }
  }

  async function attempt(record: Recorded, copy: number, number: number): Promise<void> {
    if (record.dropped) return;
    const skip = skipReason();
    if (skip) {
      if (!record.deliveries.some((d) => d.ok)) record.skipped ??= skip;
      return;
    }
    const release = await sendSlot();
    let delivery: WebhookDelivery;
    try {
      const w = settings.webhooks;
      delivery = await deliverOnce(record, {
        url: w.url,
        timeoutMs: w.timeoutMs,
        attempt: number,
        copy,
        log,
      });
    } finally {
      release();
    }
    if (delivery.ok || record.dropped) return;
    const wait = nextRetryDelay(settings.webhooks, number, Date.parse(record.createdAt));
    if (wait === null) exhausted(record, delivery);
    else scheduler.after(wait, () => attempt(record, copy, number + 1));
  }

  /** Razorpay disables a webhook whose event found no 2xx answer in 24 h of retries. */
  function exhausted(record: Recorded, last: WebhookDelivery): void {
    record.exhausted = true;
    const w = settings.webhooks;
    if (w.retrySchedule !== "razorpay" || w.disabled || record.deliveries.some((d) => d.ok)) {
      return;
    }
    w.disabled = {
      at: new Date().toISOString(),
      eventId: record.id,
      reason:
        `${record.event} ${record.id} had no 2xx answer in 24 h of retries ` +
        `(${record.deliveries.length} attempts, the last: ${last.status ?? last.error})`,
    };
    log(`webhook disabled: ${w.disabled.reason}`);
  }

  /** Sends a recorded event again, byte for byte (a test's own duplicate or late retry). */
  function redeliver(id: string): Promise<WebhookDelivery> | null {
    const record = events.find((e) => e.id === id);
    if (!record) return null;
    record.skipped = null;
    const w = settings.webhooks;
    const attemptNumber = record.deliveries.length + 1;
    return scheduler.track(
      deliverOnce(record, {
        url: w.url,
        timeoutMs: w.timeoutMs,
        attempt: attemptNumber,
        copy: 0,
        log,
      }),
    );
  }

  function clear(): void {
    for (const record of events) record.dropped = true;
    events.splice(0);
    reseed();
  }

  return { events, emit, redeliver, reseed, clear };
}

export type Webhooks = ReturnType<typeof createWebhooks>;
