import { defineInt } from "firebase-functions/params";
import type { GlobalOptions } from "firebase-functions/v2";
import { CALLABLES, type CallableEntry, type CallableName } from "./domain";
import { WEBHOOK_RAZORPAY_TIMEOUT_MS } from "./payments/paymentTiming";
import { RECONCILE_TIMEOUT_SECONDS } from "./payments/reconcilePayments";
import { RETRY_EMAILS_TIMEOUT_SECONDS } from "./orderEmails/retryOrderEmails";

/**
 * How each function runs in production: memory, the most time one call may
 * take, and how many instances. index.ts spreads these into each function's
 * options, so the sizing of the whole shop reads here, with the reason.
 * Each timeout leaves headroom over the longest wait in the handler
 * (payments/paymentTiming.ts); Cloud Run's default (60 s) is kept nowhere
 * by accident. A callable's sizing is its entry's in domain/callables.ts
 * (the timeout, with the reason, which the web's time limit reads too);
 * __tests__/runtime.test.ts checks each against its handler's waits.
 */

/**
 * Warm webhook instances. Razorpay gives a webhook 5 s, and a cold start of
 * this codebase can take about that; a webhook it sees failing for 24 h is
 * disabled. 0 (pay per use) suits a small shop, because the checkout's own
 * confirmation and the reconciler settle an order without the webhook; set 1
 * in functions/.env.<project> once a missed webhook costs more than an
 * always-on instance (docs/deploy.md).
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
  /**
   * Pages of 100 orders, 8 Razorpay calls at a time, within its own budget
   * (reconcilePayments.ts). One run at a time, and no retry: the next run
   * five minutes later is the retry, and two runs would ask Razorpay twice.
   */
  reconcilePayments: {
    memory: "512MiB",
    timeoutSeconds: RECONCILE_TIMEOUT_SECONDS,
    maxInstances: 1,
    retryCount: 0,
  },
  /**
   * Due order e-mails one at a time, each bounded, within its own budget
   * (retryOrderEmails.ts). One run at a time, and no retry: the next run
   * five minutes later is the retry (and the e-mail's claim keeps two runs
   * from sending one e-mail twice in any case).
   */
  retryOrderEmails: {
    memory: "256MiB",
    timeoutSeconds: RETRY_EMAILS_TIMEOUT_SECONDS,
    maxInstances: 1,
    retryCount: 0,
  },
} as const;
