import { randomBytes } from "node:crypto";
import type {
  EmulatorOrder,
  EmulatorPayment,
  EmulatorRefund,
  Notes,
  PaymentError,
} from "./types.js";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** Razorpay-style id: a prefix and 14 base62 characters (order_…, pay_…, rfnd_…). */
export function newId(prefix = ""): string {
  let id = "";
  for (const byte of randomBytes(14)) id += ALPHABET[byte % ALPHABET.length];
  return `${prefix}${id}`;
}

export const unixNow = (): number => Math.floor(Date.now() / 1000);

/** Razorpay answers empty notes as `[]` (a PHP heritage); clients must cope. */
export const notesOrEmpty = (notes: unknown): Notes =>
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

/** What POST /v1/orders accepted (api.ts checks it). */
export interface OrderRequest {
  amount: number;
  currency: string;
  receipt?: string | undefined;
  notes?: unknown;
}

export type Store = ReturnType<typeof createStore>;

/** Orders, payments and refunds as the API returns them; events carry snapshots instead. */
export function createStore() {
  const orders = new Map<string, EmulatorOrder>();
  const payments = new Map<string, EmulatorPayment>();
  const refunds = new Map<string, EmulatorRefund>();

  function createOrder({ amount, currency, receipt, notes }: OrderRequest): EmulatorOrder {
    const order: EmulatorOrder = {
      id: newId("order_"),
      entity: "order",
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt: receipt ?? null,
      offer_id: null,
      status: "created",
      attempts: 0,
      notes: notesOrEmpty(notes),
      created_at: unixNow(),
    };
    orders.set(order.id, order);
    return order;
  }

  /** An order's payments, oldest first. */
  function paymentsOf(orderId: string): EmulatorPayment[] {
    return [...payments.values()].filter((p) => p.order_id === orderId);
  }

  /** A payment's refunds, oldest first. */
  function refundsOf(paymentId: string): EmulatorRefund[] {
    return [...refunds.values()].filter((r) => r.payment_id === paymentId);
  }

  function clear(): void {
    orders.clear();
    payments.clear();
    refunds.clear();
  }

  return { orders, payments, refunds, createOrder, paymentsOf, refundsOf, clear };
}
