import { defineInt } from "firebase-functions/params";
import type { GlobalOptions } from "firebase-functions/v2";
import { CALLABLES, type CallableEntry, type CallableName } from "./domain";
import { WEBHOOK_RAZORPAY_TIMEOUT_MS } from "./payments/paymentTiming";
import { RECONCILE_TIMEOUT_SECONDS } from "./payments/reconcilePayments";
import { RETRY_EMAILS_TIMEOUT_SECONDS } from "./orderEmails/retryOrderEmails";

/**
 * Each timeout leaves headroom over its handler's longest wait (payments/paymentTiming.ts),
 * checked by __tests__/runtime.test.ts; callables' sizing is in domain/callables.ts.
 */

/**
 * Razorpay gives a webhook 5 s (a cold start takes about that); 0 suffices as checkout and the
 * reconciler settle without it. Set 1 once a missed webhook costs more (docs/deploy.md).
 */
export const webhookMinInstances = defineInt("WEBHOOK_MIN_INSTANCES", {
  default: 0,
  description: "Razorpay webhook instances kept warm (0 or 1)",
});

const seconds = (ms: number) => Math.ceil(ms / 1000);

/** A callable: its entry's memory (256 MiB unless it says) and timeout. */
const callables = Object.fromEntries(
  Object.values<CallableEntry>(CALLABLES).map(({ name, memory = "256MiB", timeoutSeconds }) => [
    name,
    { memory, timeoutSeconds },
  ]),
) as Record<CallableName, { memory: "256MiB" | "512MiB"; timeoutSeconds: number }>;

/** Every function: the region of Firestore (docs/deploy.md), and a ceiling on a runaway bill. */
export const globalOptions: GlobalOptions = { region: "asia-south1", maxInstances: 10 };

export const sizing = {
  ...callables,
  /**
   * Razorpay stops listening after 5 s and retries; the function may still
   * finish recording the event (the ledger makes the retry a duplicate).
   */
  razorpayWebhook: {
    memory: "256MiB",
    timeoutSeconds: seconds(WEBHOOK_RAZORPAY_TIMEOUT_MS) + 20,
    minInstances: webhookMinInstances,
  },
  /** One run at a time, no retry: the next run (5 min) retries; two would ask Razorpay twice. */
  reconcilePayments: {
    memory: "512MiB",
    timeoutSeconds: RECONCILE_TIMEOUT_SECONDS,
    maxInstances: 1,
    retryCount: 0,
  },
  /** No retry: the next run (5 min) retries; an e-mail's claim stops two runs sending it twice. */
  retryOrderEmails: {
    memory: "256MiB",
    timeoutSeconds: RETRY_EMAILS_TIMEOUT_SECONDS,
    maxInstances: 1,
    retryCount: 0,
  },
} as const;
