import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** Razorpay-style id: a prefix and 14 base62 characters (order_…, pay_…). */
export function newId(prefix = "") {
  let id = "";
  for (const byte of randomBytes(14)) id += ALPHABET[byte % ALPHABET.length];
  return `${prefix}${id}`;
}

export const unixNow = () => Math.floor(Date.now() / 1000);

/** Razorpay answers empty notes as `[]` (a PHP heritage); clients must cope. */
const notesOrEmpty = (notes) =>
  notes && typeof notes === "object" && Object.keys(notes).length > 0 ? notes : [];

export const FAILURE = {
  code: "BAD_REQUEST_ERROR",
  description:
    "Your payment didn't go through as it was declined by the bank. Try another payment method or contact your bank.",
  source: "bank",
  step: "payment_authorization",
  reason: "payment_failed",
};

/** The emulator's memory: Razorpay orders and payments, as the API returns them. */
export function createStore() {
  const orders = new Map();
  const payments = new Map();

  function createOrder({ amount, currency, receipt, notes }) {
    const order = {
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

  /** One checkout attempt on an order: captured (auto-capture) or failed. */
  function recordPayment(order, { outcome, method = "card", email, contact, notes, description }) {
    const captured = outcome === "success";
    const fee = Math.round(order.amount * 0.0236);
    const payment = {
      id: newId("pay_"),
      entity: "payment",
      amount: order.amount,
      currency: order.currency,
      status: captured ? "captured" : "failed",
      order_id: order.id,
      invoice_id: null,
      international: false,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured,
      description: description ?? null,
      card_id: null,
      bank: null,
      wallet: null,
      vpa: null,
      email: email ?? "",
      contact: contact ?? "",
      notes: notesOrEmpty(notes),
      fee: captured ? fee : null,
      tax: captured ? Math.round(order.amount * 0.0036) : null,
      error_code: captured ? null : FAILURE.code,
      error_description: captured ? null : FAILURE.description,
      error_source: captured ? null : FAILURE.source,
      error_step: captured ? null : FAILURE.step,
      error_reason: captured ? null : FAILURE.reason,
      acquirer_data: captured ? { auth_code: String(100000 + (Date.now() % 900000)) } : {},
      created_at: unixNow(),
    };
    payments.set(payment.id, payment);
    order.attempts += 1;
    if (captured) {
      order.amount_paid = order.amount;
      order.amount_due = 0;
      order.status = "paid";
    } else if (order.status === "created") {
      order.status = "attempted";
    }
    return payment;
  }

  function paymentsOf(orderId) {
    return [...payments.values()].filter((p) => p.order_id === orderId);
  }

  function clear() {
    orders.clear();
    payments.clear();
  }

  return { orders, payments, createOrder, recordPayment, paymentsOf, clear };
}
