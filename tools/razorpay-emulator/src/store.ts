import { randomBytes } from "node:crypto";
import type { JsonBody } from "./http.js";

// The entities in Razorpay's own shapes; their types are what these constructors build.
export type EmulatorOrder = ReturnType<typeof newOrder>;
export type EmulatorPayment = ReturnType<typeof newPayment>;
export type EmulatorRefund = ReturnType<typeof newRefund>;

export const METHODS = ["card", "upi", "netbanking", "wallet"] as const;
const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** Razorpay-style id: a prefix and 14 base62 characters (order_…, pay_…, rfnd_…). */
export const newId = (prefix = "") =>
  prefix + Array.from(randomBytes(14), (byte) => ALPHABET[byte % ALPHABET.length]).join("");

export const unixNow = (): number => Math.floor(Date.now() / 1000);

/** Razorpay answers empty notes as `[]` (a PHP heritage); clients must cope. */
const notesOrEmpty = (notes: unknown): Record<string, string> | [] =>
  notes && typeof notes === "object" && Object.keys(notes).length > 0
    ? (notes as Record<string, string>)
    : [];
const text = (value: unknown) => (typeof value === "string" ? value : null);

/** What checkout.js and payment.failed report for a payment the bank declined. */
export const FAILURE = {
  code: "BAD_REQUEST_ERROR",
  description:
    "Your payment didn't go through as it was declined by the bank. Try another payment method or contact your bank.",
  source: "bank",
  step: "payment_authorization",
  reason: "payment_failed",
};

export const errorFields = (error: typeof FAILURE | null) => ({
  error_code: error?.code ?? null,
  error_description: error?.description ?? null,
  error_source: error?.source ?? null,
  error_step: error?.step ?? null,
  error_reason: error?.reason ?? null,
});

export function newOrder(amount: number, currency: string, { receipt, notes }: JsonBody) {
  return {
    id: newId("order_"),
    entity: "order" as const,
    amount,
    amount_paid: 0,
    amount_due: amount,
    currency,
    receipt: text(receipt),
    offer_id: null,
    status: "created" as "created" | "attempted" | "paid",
    attempts: 0,
    notes: notesOrEmpty(notes),
    created_at: unixNow(),
  };
}

/** A `created` payment on an order, or (order null) standalone with the checked amount and currency. */
export function newPayment(order: EmulatorOrder | null, details: JsonBody) {
  return {
    id: newId("pay_"),
    entity: "payment" as const,
    amount: order ? order.amount : (details.amount as number),
    currency: order ? order.currency : String(details.currency ?? "INR"),
    status: "created" as "created" | "authorized" | "captured" | "refunded" | "failed",
    order_id: order ? order.id : null,
    invoice_id: null,
    international: false,
    method: METHODS.find((m) => m === details.method) ?? "card",
    amount_refunded: 0,
    refund_status: null as "partial" | "full" | null,
    captured: false,
    description: text(details.description),
    card_id: null,
    bank: null,
    wallet: null,
    vpa: null,
    email: text(details.email) ?? "",
    contact: text(details.contact) ?? "",
    notes: notesOrEmpty(details.notes),
    fee: null as number | null,
    tax: null as number | null,
    ...errorFields(null),
    acquirer_data: {} as { auth_code?: string },
    created_at: unixNow(),
  };
}

export function newRefund(
  payment: EmulatorPayment,
  { amount, speed = "normal", notes, receipt }: JsonBody & { amount: number; speed?: string },
) {
  return {
    id: newId("rfnd_"),
    entity: "refund" as const,
    amount,
    currency: payment.currency,
    payment_id: payment.id,
    notes: notesOrEmpty(notes),
    receipt: text(receipt),
    acquirer_data: { arn: null as string | null },
    created_at: unixNow(),
    batch_id: null,
    status: "pending" as "pending" | "processed" | "failed",
    speed_processed: speed === "optimum" ? ("instant" as const) : ("normal" as const),
    speed_requested: speed as "normal" | "optimum",
  };
}

/** Orders, payments and refunds as the API returns them; events carry snapshots instead. */
export const createStore = () => ({
  orders: new Map<string, EmulatorOrder>(),
  payments: new Map<string, EmulatorPayment>(),
  refunds: new Map<string, EmulatorRefund>(),
});
export type Store = ReturnType<typeof createStore>;
