/**
 * The local stack's Razorpay emulator, for suites that need to steer payments:
 * its test controls (docs/razorpay-emulator.md), its keys, and the payment
 * reconciler run in-process against the stack's Firestore, since the
 * Functions emulator does not run scheduled functions.
 */
import {
  checkoutSignature,
  localRazorpayConfig,
  type EmulatorOrder,
  type WebhookEventRecord,
} from "../../tools/razorpay-emulator/index.mjs";

export const razorpayUrl = () => {
  const url = process.env.SHOP_RAZORPAY_URL;
  if (!url)
    throw new Error("SHOP_RAZORPAY_URL is not set: run the suite through scripts/stack.mjs");
  return url;
};
export const razorpayKeys = () => localRazorpayConfig({});
export { checkoutSignature };

async function control<T>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${razorpayUrl()}/_emulator/${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`Razorpay emulator ${path} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Webhook delivery on or off (off = a lost webhook), plus delay and retry settings. */
export const setWebhooks = (settings: { enabled?: boolean; delayMs?: number; retries?: number }) =>
  control("webhooks", settings);
/** Resolves once every webhook delivery in flight has finished. */
export const settleWebhooks = () => control("webhooks/settle", {});
export const webhookEvents = async () =>
  (await control<{ events: WebhookEventRecord[] }>("webhooks")).events;
export const redeliverWebhook = (eventId: string) =>
  control(`webhooks/${encodeURIComponent(eventId)}/redeliver`, {});
/** Latency or failures for the next Orders API calls. */
export const setFaults = (faults: { latencyMs?: number; failNext?: number; failStatus?: number }) =>
  control("faults", faults);
export const resetRazorpay = () => control("reset", {});
export const razorpayOrders = async () =>
  (await control<{ orders: EmulatorOrder[] }>("state")).orders;

/** What the checkout widget's Pay or Fail button does, without a browser. */
export async function payOrder(razorpayOrderId: string, outcome: "success" | "failure") {
  const res = await fetch(`${razorpayUrl()}/v1/checkout/pay`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ key: razorpayKeys().keyId, order_id: razorpayOrderId, outcome }),
  });
  if (!res.ok) throw new Error(`checkout pay → ${res.status} ${await res.text()}`);
  return (await res.json()) as {
    razorpay_payment_id: string;
    razorpay_order_id: string;
    razorpay_signature: string;
  };
}

/**
 * Runs the scheduled reconciler once, as if `minutesLater` had passed, with
 * the env the Functions emulator gives it (same Firestore, same emulator).
 */
export async function runReconciler(minutesLater = 10) {
  const keys = razorpayKeys();
  Object.assign(process.env, {
    RAZORPAY_KEY_ID: keys.keyId,
    RAZORPAY_KEY_SECRET: keys.keySecret,
    RAZORPAY_API_URL: razorpayUrl(),
  });
  const { reconcilePendingPayments } =
    await import("../../functions/src/payments/reconcilePayments");
  return reconcilePendingPayments({ now: new Date(Date.now() + minutesLater * 60_000) });
}
