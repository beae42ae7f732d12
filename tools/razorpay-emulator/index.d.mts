/** Types of the Razorpay emulator's in-process API (index.mjs), for TypeScript tests. */
import type { Server } from "node:http";

export interface RazorpayEmulatorOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  webhookUrl?: string;
  accountId?: string;
  /** Overrides of the initial settings (reset returns to them), e.g. {webhooks: {timeoutMs: 30_000}}. */
  defaults?: { [G in keyof EmulatorSettings]?: Partial<EmulatorSettings[G]> };
  log?: (line: string) => void;
}

export type Notes = Record<string, string> | [];

export interface EmulatorOrder {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: "created" | "attempted" | "paid";
  attempts: number;
  notes: Notes;
  created_at: number;
}

export type PaymentStatus = "created" | "authorized" | "captured" | "refunded" | "failed";

export interface EmulatorPayment {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: PaymentStatus;
  /** null for a standalone payment (not made through the Orders API). */
  order_id: string | null;
  method: string;
  amount_refunded: number;
  refund_status: "partial" | "full" | null;
  captured: boolean;
  email: string;
  contact: string;
  notes: Notes;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  created_at: number;
  [field: string]: unknown;
}

export interface EmulatorRefund {
  id: string;
  entity: "refund";
  amount: number;
  currency: string;
  payment_id: string;
  notes: Notes;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: "pending" | "processed" | "failed";
  speed_processed: "normal" | "instant";
  speed_requested: "normal" | "optimum";
}

export type WebhookEventName =
  | "payment.authorized"
  | "payment.captured"
  | "payment.failed"
  | "order.paid"
  | "refund.created"
  | "refund.processed"
  | "refund.failed";

export interface WebhookDelivery {
  at: string;
  url: string;
  ok: boolean;
  /** 1 for the first attempt of a copy, 2 for its first retry, … */
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
  /** How many independent deliveries (1, or 2 with settings.webhooks.duplicates); 0 if skipped. */
  copies: number;
  /** Each copy's delay before its first attempt (delayMs + a random 0..shuffleMs). */
  firstDelaysMs: number[];
  deliveries: WebhookDelivery[];
  /** Why the event was not (or no longer) sent: "no webhook URL", "delivery disabled", "webhook disabled". */
  skipped: string | null;
  /** Set once a copy's retry schedule ran out without a 2xx answer. */
  exhausted?: true;
}

export interface WebhookSettings {
  enabled: boolean;
  url: string;
  /** The subscribed events (default: all); the control also takes "all". */
  events: WebhookEventName[];
  /** Also send payment.authorized for the checkout's Pay in capture mode "auto" (Razorpay does). */
  authorizedOnAutoCapture: boolean;
  delayMs: number;
  retrySchedule: "quick" | "razorpay";
  retries: number;
  retryDelayMs: number;
  timeScale: number;
  timeoutMs: number;
  duplicates: number;
  shuffleMs: number;
  /** POSTs in flight at once; 0 is no limit. */
  maxInFlight: number;
  seed: number | null;
  /** Set when the "razorpay" schedule ran out for an event; cleared by {enabled: true}. */
  disabled: { at: string; eventId: string; reason: string } | null;
}

export interface EmulatorSettings {
  webhooks: WebhookSettings;
  faults: { latencyMs: number; failNext: number; failStatus: number };
  payments: { capture: "auto" | "delayed" | "manual"; captureDelayMs: number };
  refunds: { outcome: "processed" | "failed"; delayMs: number };
  checkout: { handler: "runs" | "lost" };
}

export interface RazorpayEmulator {
  url: string;
  server: Server;
  settings: EmulatorSettings;
  store: {
    orders: Map<string, EmulatorOrder>;
    payments: Map<string, EmulatorPayment>;
    refunds: Map<string, EmulatorRefund>;
    paymentsOf(orderId: string): EmulatorPayment[];
    refundsOf(paymentId: string): EmulatorRefund[];
  };
  webhooks: {
    events: WebhookEventRecord[];
    redeliver(eventId: string): Promise<WebhookDelivery> | null;
    /** Restarts the random numbers from settings.webhooks.seed. */
    reseed(): void;
  };
  listen(port?: number, host?: string): Promise<string>;
  /** Resolves once nothing is in flight or scheduled (deliveries, retries, captures, refunds, late payments). */
  settled(): Promise<void>;
  /** Forgets everything and cancels what is scheduled; settings back to start. */
  reset(): void;
  close(): Promise<void>;
}

export function createRazorpayEmulator(options: RazorpayEmulatorOptions): RazorpayEmulator;
export function checkoutSignature(orderId: string, paymentId: string, keySecret: string): string;
export function webhookSignature(rawBody: string | Buffer, webhookSecret: string): string;
export function basicAuthProblem(
  header: string | undefined,
  keyId: string,
  keySecret: string,
): string | null;
export function localRazorpayConfig(
  env?: Record<string, string | undefined>,
  secretFile?: string,
): { keyId: string; keySecret: string; webhookSecret: string };
