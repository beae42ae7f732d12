/** The entities the emulator keeps and answers, in Razorpay's own shapes, and its webhook records. */

/** Razorpay answers empty notes as `[]` (a PHP heritage); clients must cope. */
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
export type PaymentMethod = "card" | "upi" | "netbanking" | "wallet";

export interface EmulatorPayment {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: PaymentStatus;
  /** null for a standalone payment (not made through the Orders API). */
  order_id: string | null;
  invoice_id: null;
  international: boolean;
  method: PaymentMethod;
  amount_refunded: number;
  refund_status: "partial" | "full" | null;
  captured: boolean;
  description: string | null;
  card_id: null;
  bank: null;
  wallet: null;
  vpa: null;
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
  acquirer_data: { auth_code?: string };
  created_at: number;
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

/** Razorpay's error fields, as checkout.js and payment.failed report them. */
export interface PaymentError {
  code: string;
  description: string;
  source: string;
  step: string;
  reason: string;
}

export type WebhookEventName =
  | "payment.authorized"
  | "payment.captured"
  | "payment.failed"
  | "order.paid"
  | "refund.created"
  | "refund.processed"
  | "refund.failed";

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

/** The emulator's log: one line per request, delivery or failure. */
export type Log = (line: string) => void;
