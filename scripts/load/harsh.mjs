/**
 * The Razorpay emulator on its harshest settings for a load run
 * (docs/razorpay-emulator.md has each one against Razorpay's own docs):
 * payments authorised first and captured seconds later; payment.authorized
 * sent too; a third of events delivered twice; events shuffled by up to 3 s;
 * Razorpay's 24 h retry schedule compressed to four minutes, 5 s answer limit;
 * and the webhook endpoint unreachable for the first seconds of the run.
 */
import { razorpayControl } from "./clients.mjs";

export const HARSH_SETTINGS = {
  payments: { capture: "delayed", captureDelayMs: 3000 },
  webhooks: {
    duplicates: 0.3,
    shuffleMs: 3000,
    seed: 20261124,
    retrySchedule: "razorpay",
    timeScale: 1 / 360,
    timeoutMs: 5000,
    // The local Functions emulator starts a worker process per concurrent
    // request; unbounded deliveries would measure that, not the shop.
    maxInFlight: 4,
  },
};

export async function makeHarsh() {
  await razorpayControl("payments", HARSH_SETTINGS.payments);
  await razorpayControl("webhooks", HARSH_SETTINGS.webhooks);
}

/**
 * Points Razorpay's webhook at a closed port for `ms`, then back: every
 * delivery in that window fails and must be retried by Razorpay's schedule.
 */
export async function webhookOutage(ms) {
  const { settings } = await razorpayControl("webhooks");
  const url = settings.url;
  await razorpayControl("webhooks", { url: "http://127.0.0.1:9/razorpayWebhook" });
  await new Promise((resolve) => setTimeout(resolve, ms));
  await razorpayControl("webhooks", { url });
  return url;
}
