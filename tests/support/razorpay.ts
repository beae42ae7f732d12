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
  type EmulatorPayment,
  type EmulatorRefund,
  type EmulatorSettings,
  type WebhookEventName,
  type WebhookEventRecord,
  type WebhookSettings,
} from "@shop/razorpay-emulator";

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

/**
 * Webhook delivery: on or off (off = a lost webhook; {enabled: true} also
 * re-enables a webhook Razorpay disabled), the subscribed events, delay,
 * retries (quick or Razorpay's 24 h schedule, time-scaled), the 5 s timeout,
 * duplicates, shuffling and the seed that makes a harsh run reproducible.
 */
export const setWebhooks = (
  settings: Partial<Omit<WebhookSettings, "disabled" | "events">> & {
    events?: WebhookEventName[] | "all";
  },
) => control<WebhookSettings>("webhooks", settings);
/** Resolves once nothing is in flight or scheduled (deliveries, retries, captures, refunds, late payments). */
export const settleWebhooks = () => control("webhooks/settle", {});
export const webhookEvents = async () =>
  (await control<{ events: WebhookEventRecord[] }>("webhooks")).events;
/** The webhook's settings, `disabled: {at, eventId, reason}` once Razorpay's schedule ran out. */
export const webhookSettings = async () =>
  (await control<{ settings: WebhookSettings }>("webhooks")).settings;
/** How Pay captures: "auto" at once, "delayed" after captureDelayMs, "manual" by the capture API. */
export const setPayments = (settings: Partial<EmulatorSettings["payments"]>) =>
  control("payments", settings);
/** How refunds end: "processed" or "failed", delayMs after they are created. */
export const setRefunds = (settings: Partial<EmulatorSettings["refunds"]>) =>
  control("refunds", settings);
/** "lost": after a successful Pay the widget closes and the shop's handler is never called. */
export const setCheckout = (settings: Partial<EmulatorSettings["checkout"]>) =>
  control("checkout", settings);
/** A payment on the order that the bank authorises afterMs later (the shopper saw it fail or closed the tab). */
export const latePayment = (
  razorpayOrderId: string,
  options: { afterMs?: number; capture?: "auto" | "manual"; failFirst?: boolean } = {},
) =>
  control<EmulatorPayment>(`orders/${encodeURIComponent(razorpayOrderId)}/late-payment`, options);
/** A payment with no order (another Razorpay product on the same account), with its events. */
export const standalonePayment = (payment: {
  amount: number;
  currency?: string;
  notes?: Record<string, string>;
  status?: "captured" | "authorized" | "failed";
}) => control<EmulatorPayment>("payments/standalone", payment);
export const razorpayState = () =>
  control<{
    settings: EmulatorSettings;
    orders: EmulatorOrder[];
    payments: EmulatorPayment[];
    refunds: EmulatorRefund[];
  }>("state");
export const redeliverWebhook = (eventId: string) =>
  control(`webhooks/${encodeURIComponent(eventId)}/redeliver`, {});
/** Latency or failures for the next Orders, Payments or Refunds API calls. */
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
    // As the Functions emulator runs it: the emulator's URL is honoured only there.
    FUNCTIONS_EMULATOR: "true",
    RAZORPAY_KEY_ID: keys.keyId,
    RAZORPAY_KEY_SECRET: keys.keySecret,
    RAZORPAY_API_URL: razorpayUrl(),
  });
  const { reconcilePendingPayments } =
    await import("../../functions/src/payments/reconcilePayments");
  return reconcilePendingPayments({ now: new Date(Date.now() + minutesLater * 60_000) });
}
