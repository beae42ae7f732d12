import { defineInt } from "firebase-functions/params";
import type { GlobalOptions } from "firebase-functions/v2";
import { CALLABLES, type CallableName } from "./domain";
import { WEBHOOK_RAZORPAY_TIMEOUT_MS } from "./payments/paymentTiming";
import { RECONCILE_TIMEOUT_SECONDS } from "./payments/reconcilePayments";
import { RETRY_EMAILS_TIMEOUT_SECONDS } from "./orderEmails/retryOrderEmails";

// Each timeout leaves headroom over its handler's longest wait (__tests__/runtime.test.ts).

/** A cold start takes about Razorpay's 5 s; 0 suffices: checkout and the reconciler settle too. */
const webhookMinInstances = defineInt("WEBHOOK_MIN_INSTANCES", {
  default: 0,
  description: "Razorpay webhook instances kept warm (0 or 1)",
});

const callables = Object.fromEntries(
  Object.values(CALLABLES).map(({ name, timeoutSeconds }) => [name, { timeoutSeconds }]),
) as Record<CallableName, { timeoutSeconds: number }>;

/** Firestore's region, and a ceiling on a runaway bill; 512 MiB only where said. */
export const globalOptions: GlobalOptions = {
  region: "asia-south1",
  maxInstances: 10,
  memory: "256MiB",
};

export const sizing = {
  ...callables,
  /** Razorpay stops listening after 5 s and retries; the ledger makes the retry a duplicate. */
  razorpayWebhook: {
    timeoutSeconds: Math.ceil(WEBHOOK_RAZORPAY_TIMEOUT_MS / 1000) + 20,
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
    timeoutSeconds: RETRY_EMAILS_TIMEOUT_SECONDS,
    maxInstances: 1,
    retryCount: 0,
  },
} as const;
