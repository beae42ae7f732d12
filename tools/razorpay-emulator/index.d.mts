/** Types of the Razorpay emulator's in-process API (index.mjs), for TypeScript tests. */
import type { Server } from "node:http";

export interface RazorpayEmulatorOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  webhookUrl?: string;
  accountId?: string;
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

export interface EmulatorPayment {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: "captured" | "failed";
  order_id: string;
  method: string;
  captured: boolean;
  email: string;
  contact: string;
  notes: Notes;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
  [field: string]: unknown;
}

export interface WebhookDelivery {
  at: string;
  url: string;
  ok: boolean;
  status?: number;
  response?: string;
  error?: string;
  durationMs: number;
}

export interface WebhookEventRecord {
  id: string;
  event: "payment.captured" | "order.paid" | "payment.failed";
  orderId: string;
  paymentId: string;
  body: string;
  signature: string;
  deliveries: WebhookDelivery[];
  skipped: string | null;
}

export interface EmulatorSettings {
  webhooks: {
    enabled: boolean;
    url: string;
    delayMs: number;
    retries: number;
    retryDelayMs: number;
    timeoutMs: number;
  };
  faults: { latencyMs: number; failNext: number; failStatus: number };
}

export interface RazorpayEmulator {
  url: string;
  server: Server;
  settings: EmulatorSettings;
  store: {
    orders: Map<string, EmulatorOrder>;
    payments: Map<string, EmulatorPayment>;
    paymentsOf(orderId: string): EmulatorPayment[];
  };
  webhooks: {
    events: WebhookEventRecord[];
    redeliver(eventId: string): Promise<WebhookDelivery> | null;
  };
  listen(port?: number, host?: string): Promise<string>;
  /** Resolves once no webhook delivery is in flight. */
  settled(): Promise<void>;
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
