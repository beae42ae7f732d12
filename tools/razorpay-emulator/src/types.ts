import type { EmulatorOrder, EmulatorPayment, EmulatorRefund } from "./store.js";

export type { EmulatorOrder, EmulatorPayment, EmulatorRefund } from "./store.js";

/** Razorpay's error fields, as checkout.js and payment.failed report them. */
export interface PaymentError {
  code: string;
  description: string;
  source: string;
  step: string;
  reason: string;
}

export const EVENT_NAMES = [
  "payment.authorized",
  "payment.captured",
  "payment.failed",
  "order.paid",
  "refund.created",
  "refund.processed",
  "refund.failed",
] as const;
export type WebhookEventName = (typeof EVENT_NAMES)[number];

/** The entities an event carries, in its payload's order. */
export interface EventEntities {
  payment?: EmulatorPayment;
  order?: EmulatorOrder;
  refund?: EmulatorRefund;
}

export interface WebhookDelivery {
  at: string;
  url: string;
  ok: boolean;
  /** 1 for a copy's first attempt, 2 for its first retry, … */
  attempt: number;
  /** 1, or 2 for a duplicate delivery of the same event; 0 for a test's redelivery. */
  copy: number;
  status?: number;
  response?: string;
  error?: string;
  /** No answer within settings.webhooks.timeoutMs. */
  timedOut?: true;
  durationMs: number;
}

export interface WebhookEventRecord {
  id: string;
  event: WebhookEventName;
  orderId: string | null;
  paymentId: string | null;
  refundId: string | null;
  body: string;
  signature: string;
  createdAt: string;
  /** 1, or 2 with settings.webhooks.duplicates; 0 if skipped. */
  copies: number;
  firstDelaysMs: number[];
  deliveries: WebhookDelivery[];
  /** "no webhook URL", "delivery disabled" or "webhook disabled". */
  skipped: string | null;
  /** Set once a copy's retry schedule ran out without a 2xx answer. */
  exhausted?: true;
}

/** The emulator's log: one line per request, delivery or failure. */
export type Log = (line: string) => void;
