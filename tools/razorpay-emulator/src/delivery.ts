import type { WebhookSettings } from "./settings.js";
import type { Log, WebhookDelivery, WebhookEventRecord } from "./types.js";

// Razorpay fails a delivery on a non-2xx or no answer in 5 s and backs off for 24 h without
// publishing the intervals; the "razorpay" schedule doubles from 1 min, last at 24 h: 12 attempts.
export const RAZORPAY_RETRY_MINUTES: readonly number[] = [
  1, 3, 7, 15, 31, 63, 127, 255, 511, 1023, 1440,
];
export const RETRY_SCHEDULES: readonly WebhookSettings["retrySchedule"][] = ["quick", "razorpay"];

/** Delay before the next attempt after `attempts` failures; null once the schedule is exhausted. */
export function nextRetryDelay(
  webhooks: Pick<WebhookSettings, "retrySchedule" | "timeScale" | "retries" | "retryDelayMs">,
  attempts: number,
  createdAtMs: number,
  now = Date.now(),
): number | null {
  if (webhooks.retrySchedule === "razorpay") {
    const minutes = RAZORPAY_RETRY_MINUTES[attempts - 1];
    if (minutes === undefined) return null;
    return Math.max(0, createdAtMs + minutes * 60_000 * webhooks.timeScale - now);
  }
  if (attempts > webhooks.retries) return null;
  return webhooks.retryDelayMs * 2 ** (attempts - 1);
}

export interface DeliveryOptions {
  url: string;
  timeoutMs: number;
  /** 1 for a copy's first attempt, 2 for its first retry, … */
  attempt: number;
  /** 1, or 2 for a duplicate; 0 for a test's redelivery. */
  copy: number;
  log: Log;
}

/** POSTs the event's raw body, signed, and says how it went (recorded on the event). */
export async function deliverOnce(
  record: WebhookEventRecord,
  { url, timeoutMs, attempt, copy, log }: DeliveryOptions,
): Promise<WebhookDelivery> {
  const started = Date.now();
  // durationMs comes last, as in the recorded JSON.
  const delivery: Omit<WebhookDelivery, "durationMs"> = {
    at: new Date(started).toISOString(),
    url,
    attempt,
    copy,
    ok: false,
  };
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
    } else {
      delivery.error = error instanceof Error ? error.message : String(error);
    }
  }
  const done: WebhookDelivery = Object.assign(delivery, { durationMs: Date.now() - started });
  record.deliveries.push(done);
  log(
    `webhook ${record.event} ${record.id} #${copy}.${attempt} → ${delivery.status ?? delivery.error} (${done.durationMs} ms)`,
  );
  return done;
}
