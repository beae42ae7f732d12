import { randomBytes } from "node:crypto";
import type { PaymentError } from "./types.js";

// The entities in Razorpay's own shapes; their types are what these constructors build.
export type EmulatorOrder = ReturnType<typeof newOrder>;
export type EmulatorPayment = ReturnType<typeof newPayment>;
export type EmulatorRefund = ReturnType<typeof newRefund>;
export type PaymentMethod = (typeof METHODS)[number];
export type RefundSpeed = "normal" | "optimum";

export const METHODS = ["card", "upi", "netbanking", "wallet"] as const;
const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** Razorpay-style id: a prefix and 14 base62 characters (order_…, pay_…, rfnd_…). */
export function newId(prefix = ""): string {
  let id = "";
  for (const byte of randomBytes(14)) id += ALPHABET[byte % ALPHABET.length];
  return `${prefix}${id}`;
}

export const unixNow = (): number => Math.floor(Date.now() / 1000);

/** Razorpay answers empty notes as `[]` (a PHP heritage); clients must cope. */
const notesOrEmpty = (notes: unknown): Record<string, string> | [] =>
  notes && typeof notes === "object" && Object.keys(notes).length > 0
    ? (notes as Record<string, string>)
    : [];

/** What checkout.js and payment.failed report for a payment the bank declined. */
export const FAILURE: PaymentError = {
  code: "BAD_REQUEST_ERROR",
  description:
    "Your payment didn't go through as it was declined by the bank. Try another payment method or contact your bank.",
  source: "bank",
  step: "payment_authorization",
  reason: "payment_failed",
};

/** A payment's error_* fields: the error's, or all null. */
export const errorFields = (error: PaymentError | null) => ({
  error_code: error?.code ?? null,
  error_description: error?.description ?? null,
  error_source: error?.source ?? null,
  error_step: error?.step ?? null,
  error_reason: error?.reason ?? null,
});

export interface OrderRequest {
  amount: number;
  currency: string;
  receipt?: string | undefined;
  notes?: unknown;
}

function newOrder({ amount, currency, receipt, notes }: OrderRequest) {
  return {
    id: newId("order_"),
    entity: "order" as const,
    amount,
    amount_paid: 0,
    amount_due: amount,
    currency,
    receipt: receipt ?? null,
    offer_id: null,
    status: "created" as "created" | "attempted" | "paid",
    attempts: 0,
    notes: notesOrEmpty(notes),
    created_at: unixNow(),
  };
}

/** What a payment may be given besides its order (a standalone one: its amount and currency). */
export interface PaymentDetails {
  amount?: number;
  currency?: string;
  method?: unknown;
  email?: string;
  contact?: string;
  notes?: unknown;
  description?: string | undefined;
}

/** A `created` payment on an order, or (order null) standalone, its amount checked by its control. */
export function newPayment(order: EmulatorOrder | null, details: PaymentDetails) {
  const method = METHODS.find((m) => m === details.method) ?? "card";
  return {
    id: newId("pay_"),
    entity: "payment" as const,
    amount: order ? order.amount : (details.amount as number),
    currency: order ? order.currency : (details.currency ?? "INR"),
    status: "created" as "created" | "authorized" | "captured" | "refunded" | "failed",
    order_id: order ? order.id : null,
    invoice_id: null,
    international: false,
    method: method as PaymentMethod,
    amount_refunded: 0,
    refund_status: null as "partial" | "full" | null,
    captured: false,
    description: details.description ?? null,
    card_id: null,
    bank: null,
    wallet: null,
    vpa: null,
    email: details.email ?? "",
    contact: details.contact ?? "",
    notes: notesOrEmpty(details.notes),
    fee: null as number | null,
    tax: null as number | null,
    ...errorFields(null),
    acquirer_data: {} as { auth_code?: string },
    created_at: unixNow(),
  };
}

export interface RefundRequest {
  amount: number;
  speed?: RefundSpeed;
  notes?: unknown;
  receipt?: string | undefined;
}

export function newRefund(
  payment: EmulatorPayment,
  { amount, speed = "normal", notes, receipt }: RefundRequest,
) {
  return {
    id: newId("rfnd_"),
    entity: "refund" as const,
    amount,
    currency: payment.currency,
    payment_id: payment.id,
    notes: notesOrEmpty(notes),
    receipt: receipt ?? null,
    acquirer_data: { arn: null as string | null },
    created_at: unixNow(),
    batch_id: null,
    status: "pending" as "pending" | "processed" | "failed",
    speed_processed: speed === "optimum" ? ("instant" as const) : ("normal" as const),
    speed_requested: speed,
  };
}

export type Store = ReturnType<typeof createStore>;

/** Orders, payments and refunds as the API returns them; events carry snapshots instead. */
export function createStore() {
  const orders = new Map<string, EmulatorOrder>();
  const payments = new Map<string, EmulatorPayment>();
  const refunds = new Map<string, EmulatorRefund>();
  return {
    orders,
    payments,
    refunds,
    createOrder(request: OrderRequest): EmulatorOrder {
      const order = newOrder(request);
      orders.set(order.id, order);
      return order;
    },
    /** Oldest first. */
    paymentsOf: (orderId: string) => [...payments.values()].filter((p) => p.order_id === orderId),
    refundsOf: (paymentId: string) =>
      [...refunds.values()].filter((r) => r.payment_id === paymentId),
    clear(): void {
      orders.clear();
      payments.clear();
      refunds.clear();
    },
  };
}
