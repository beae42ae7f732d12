import type { WebhookSettings } from "./settings.js";
import type { Log, WebhookDelivery, WebhookEventRecord } from "./types.js";

/**
 * One webhook POST, and when to try again after a failed one.
 *
 * Razorpay: any non-2xx answer, or none within 5 s, is a failed delivery; it
 * retries "in exponential backoff policy for 24 hours after event creation
 * timestamp" and disables a webhook that keeps failing for 24 hours. It does
 * not publish the intervals, so the "razorpay" schedule doubles from one
 * minute (1, 3, 7, 15 … 1023 min after the event) and makes its last attempt
 * at 24 h: 12 attempts in all.
 */
export const RAZORPAY_RETRY_MINUTES: readonly number[] = [
  1, 3, 7, 15, 31, 63, 127, 255, 511, 1023, 1440,
];
export const RETRY_SCHEDULES: readonly WebhookSettings["retrySchedule"][] = ["quick", "razorpay"];

/**
 * How long to wait before the next attempt, after `attempts` failed ones of
 * this event's chain, or null when the schedule is exhausted.
 */
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
