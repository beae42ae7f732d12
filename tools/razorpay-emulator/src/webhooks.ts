import { newId, unixNow } from "./store.js";
import type { EmulatorOrder, EmulatorPayment, EmulatorRefund, Store } from "./store.js";
import { seededRandom, slots, type Scheduler } from "./scheduler.js";
import type { EmulatorSettings, WebhookEventName } from "./settings.js";
import { webhookSignature } from "./keys.js";

// Razorpay fails a delivery on a non-2xx or no answer in 5 s and backs off for 24 h without
// publishing the intervals; the "razorpay" schedule doubles from 1 min, last at 24 h: 12 attempts.
const RAZORPAY_RETRY_MINUTES = [1, 3, 7, 15, 31, 63, 127, 255, 511, 1023, 1440];

/** One POST of an event; `copy` 1 or 2 (a duplicate), 0 for a test's redelivery. */
export interface WebhookDelivery {
  at: string;
  url: string;
  ok: boolean;
  attempt: number;
  copy: number;
  status?: number;
  response?: string;
  error?: string;
  timedOut?: true;
  durationMs: number;
}

type Entities = { payment: EmulatorPayment; order?: EmulatorOrder; refund?: EmulatorRefund };

/** An event as sent; `copies` 0 when `skipped`, `exhausted` once its retries ran out. */
export type WebhookEventRecord = ReturnType<typeof newRecord>;

/** `event` with these entities (payload order), signed, as Razorpay's JSON body. */
function newRecord(event: WebhookEventName, entities: Entities, secret: string) {
  const payload = Object.fromEntries(Object.entries(entities).map(([k, e]) => [k, { entity: e }]));
  const body = JSON.stringify({
    entity: "event",
    account_id: "acc_LocalEmulator01",
    event,
    contains: Object.keys(payload),
    payload,
    created_at: unixNow(),
  });
  return {
    id: newId(),
    event,
    orderId: entities.payment.order_id,
    paymentId: entities.payment.id,
    refundId: entities.refund?.id ?? null,
    body,
    signature: webhookSignature(body, secret),
    createdAt: new Date().toISOString(),
    copies: 0,
    firstDelaysMs: [] as number[],
    deliveries: [] as WebhookDelivery[],
    skipped: null as string | null,
    exhausted: undefined as true | undefined,
    /** Set once reset has forgotten the event: its scheduled attempts then do nothing. */
    dropped: undefined as true | undefined,
  };
}

// Delivers as Razorpay does: signed raw body, at least once, unordered, retried, and the webhook
// disabled after 24 h of failures; settings.webhooks says how harsh (docs/razorpay-emulator.md).
export function createWebhooks(
  secret: string,
  settings: EmulatorSettings,
  scheduler: Scheduler,
  log: (line: string) => void,
) {
  const events: WebhookEventRecord[] = [];
  let rng = Math.random;
  // Restarts the sequence from settings.webhooks.seed: when the control sets it, and on reset.
  function reseed(): void {
    const { seed } = settings.webhooks;
    rng = seed === null ? Math.random : seededRandom(seed);
  }
  reseed();

  /** Sends `event` if the webhook is subscribed to it. */
  function emit(event: WebhookEventName, entities: Entities): void {
    const w = settings.webhooks;
    if (!w.events.includes(event)) return; // not subscribed: Razorpay sends nothing
    const record = newRecord(event, entities, secret);
    record.skipped = skipReason();
    events.push(record);
    if (record.skipped)
      return log(`webhook ${event} ${record.id} not delivered: ${record.skipped}`);
    record.copies = w.duplicates > 0 && rng() < w.duplicates ? 2 : 1;
    for (let copy = 1; copy <= record.copies; copy += 1) {
      const delay = w.delayMs + (w.shuffleMs > 0 ? Math.floor(rng() * (w.shuffleMs + 1)) : 0);
      record.firstDelaysMs.push(delay);
      scheduler.after(delay, () => attempt(record, copy, 1));
    }
  }

  function skipReason(): string | null {
    const w = settings.webhooks;
    if (!w.url) return "no webhook URL";
    if (!w.enabled) return "delivery disabled";
    return w.disabled ? "webhook disabled" : null;
  }

  // Razorpay publishes no such cap, but a local Functions emulator starts a worker per request, so a
  // load run caps POSTs to measure the shop, not the machine. A queued POST's 5 s starts when sent.
  const sendSlot = slots(() => settings.webhooks.maxInFlight);

  async function deliver(record: WebhookEventRecord, copy: number, attempt: number) {
    const { url, timeoutMs } = settings.webhooks;
    const started = Date.now();
    const at = new Date(started).toISOString();
    // durationMs comes last, as in the recorded JSON.
    const delivery: Omit<WebhookDelivery, "durationMs"> = { at, url, attempt, copy, ok: false };
    try {
      const res = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "user-agent": "Razorpay-Webhook/v1",
          "x-razorpay-signature": record.signature,
          "x-razorpay-event-id": record.id,
        },
        body: record.body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      delivery.status = res.status;
      delivery.response = (await res.text()).slice(0, 500);
      delivery.ok = res.ok;
    } catch (error) {
      if ((error as { name?: unknown } | null)?.name === "TimeoutError") {
        delivery.timedOut = true;
        delivery.error = `no answer within ${timeoutMs} ms`;
      } else delivery.error = error instanceof Error ? error.message : String(error);
    }
    const done: WebhookDelivery = Object.assign(delivery, { durationMs: Date.now() - started });
    record.deliveries.push(done);
    log(
      `webhook ${record.event} ${record.id} #${copy}.${attempt} → ${done.status ?? done.error} (${done.durationMs} ms)`,
    );
    return done;
  }

  async function attempt(record: WebhookEventRecord, copy: number, number: number): Promise<void> {
    if (record.dropped) return;
    const skip = skipReason();
    if (skip) {
      if (!record.deliveries.some((d) => d.ok)) record.skipped ??= skip;
      return;
    }
    const release = await sendSlot();
    const delivery = await deliver(record, copy, number).finally(release);
    if (delivery.ok || record.dropped) return;
    const w = settings.webhooks;
    const minutes = RAZORPAY_RETRY_MINUTES[number - 1];
    const razorpay = w.retrySchedule === "razorpay";
    if (razorpay ? minutes === undefined : number > w.retries) {
      record.exhausted = true;
      // Razorpay disables a webhook whose event found no 2xx answer in 24 h of retries.
      if (!razorpay || w.disabled || record.deliveries.some((d) => d.ok)) return;
      w.disabled = {
        at: new Date().toISOString(),
        eventId: record.id,
        reason:
          `${record.event} ${record.id} had no 2xx answer in 24 h of retries ` +
          `(${record.deliveries.length} attempts, the last: ${delivery.status ?? delivery.error})`,
      };
      return log(`webhook disabled: ${w.disabled.reason}`);
    }
    const wait = razorpay
      ? Date.parse(record.createdAt) + minutes! * 60_000 * w.timeScale - Date.now()
      : w.retryDelayMs * 2 ** (number - 1);
    scheduler.after(wait, () => attempt(record, copy, number + 1));
  }

  /** Sends a recorded event again, byte for byte (a test's own duplicate or late retry). */
  function redeliver(id: string) {
    const record = events.find((e) => e.id === id);
    if (!record) return null;
    record.skipped = null;
    const number = record.deliveries.length + 1;
    return scheduler.after(0, () => deliver(record, 0, number));
  }

  function clear(): void {
    for (const record of events) record.dropped = true;
    events.splice(0);
    reseed();
  }

  return { events, emit, redeliver, reseed, clear };
}

export type Webhooks = ReturnType<typeof createWebhooks>;
/** What the payment and refund life cycles act on and through. */
export type Lifecycles = {
  store: Store;
  settings: EmulatorSettings;
  scheduler: Scheduler;
  webhooks: Webhooks;
};
