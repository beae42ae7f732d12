// The emulator's harshest settings for a load run; docs/razorpay-emulator.md sets each against
// Razorpay's own docs.
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

/** Points the webhook at a closed port for `ms`, so those deliveries need Razorpay's retries. */
export async function webhookOutage(ms) {
  const { settings } = await razorpayControl("webhooks");
  await razorpayControl("webhooks", { url: "http://127.0.0.1:9/razorpayWebhook" });
  await new Promise((resolve) => setTimeout(resolve, ms));
  await razorpayControl("webhooks", { url: settings.url });
}
