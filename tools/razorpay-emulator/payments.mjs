import { FAILURE, newId, notesOrEmpty, unixNow } from "./store.mjs";

export const METHODS = ["card", "upi", "netbanking", "wallet"];
export const CAPTURE_MODES = ["auto", "delayed", "manual"];

/**
 * Razorpay's payment life cycle: created → authorized → captured (→ refunded),
 * or created → failed, and failed → authorized for a late authorisation. The
 * order follows: created → attempted (first payment) → paid (a payment
 * captured), with amount_paid / amount_due. Each step sends its event.
 */
export function createPayments({ store, webhooks, scheduler, settings, refunds }) {
  /** A new payment in the `created` state, on an order or (order null) standalone. */
  function create(order, details = {}) {
    const amount = order ? order.amount : details.amount;
    const payment = {
      id: newId("pay_"),
      entity: "payment",
      amount,
      currency: order ? order.currency : (details.currency ?? "INR"),
      status: "created",
      order_id: order ? order.id : null,
      invoice_id: null,
      international: false,
      method: METHODS.includes(details.method) ? details.method : "card",
      amount_refunded: 0,
      refund_status: null,
      captured: false,
      description: details.description ?? null,
      card_id: null,
      bank: null,
      wallet: null,
      vpa: null,
      email: details.email ?? "",
      contact: details.contact ?? "",
      notes: notesOrEmpty(details.notes),
      fee: null,
      tax: null,
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      acquirer_data: {},
      created_at: unixNow(),
    };
    store.payments.set(payment.id, payment);
    if (order) {
      order.attempts += 1;
      if (order.status === "created") order.status = "attempted";
    }
    return payment;
  }

  const orderOf = (payment) => (payment.order_id ? store.orders.get(payment.order_id) : null);

  /** The bank declined it: `failed`, with Razorpay's error fields; sends payment.failed. */
  function fail(payment, error = FAILURE) {
    Object.assign(payment, {
      status: "failed",
      error_code: error.code,
      error_description: error.description,
      error_source: error.source,
      error_step: error.step,
      error_reason: error.reason,
    });
    webhooks.emit("payment.failed", { payment });
    return payment;
  }

  /**
   * The bank authorised it (from `created`, or from `failed` when late); sends
   * payment.authorized (unless `announce` is false). On an order that another payment has already paid,
   * Razorpay refunds the late one at once, and so does the emulator.
   */
  function authorize(payment, { announce = true } = {}) {
    Object.assign(payment, {
      status: "authorized",
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      acquirer_data: { auth_code: String(100000 + Math.floor(Math.random() * 900000)) },
    });
    if (announce) webhooks.emit("payment.authorized", { payment });
    if (orderOf(payment)?.status === "paid") refunds.autoRefund(payment);
    return payment;
  }

  /** authorized → captured; the order is paid; sends payment.captured, then order.paid. */
  function capture(payment) {
    Object.assign(payment, {
      status: "captured",
      captured: true,
      fee: Math.round(payment.amount * 0.0236),
      tax: Math.round(payment.amount * 0.0036),
    });
    const order = orderOf(payment);
    if (order) {
      order.amount_paid += payment.amount;
      order.amount_due = Math.max(0, order.amount - order.amount_paid);
      if (order.amount_due === 0) order.status = "paid";
    }
    webhooks.emit("payment.captured", { payment });
    if (order) webhooks.emit("order.paid", { payment, order });
    return payment;
  }

  /** Razorpay's own capture (auto-capture): refunds instead when the order is already paid. */
  function autoCapture(payment) {
    if (store.payments.get(payment.id) !== payment || payment.status !== "authorized") return;
    if (orderOf(payment)?.status === "paid") refunds.autoRefund(payment);
    else capture(payment);
  }

  /** After authorisation, per the capture setting: at once, after a delay, or never (API). */
  function settle(payment, mode = settings.payments.capture) {
    if (payment.status !== "authorized") return;
    if (mode === "auto") autoCapture(payment);
    else if (mode === "delayed") {
      scheduler.after(settings.payments.captureDelayMs, () => autoCapture(payment));
    }
  }

  /**
   * A late authorisation: a payment the shopper saw fail or abandoned, which
   * the bank authorises `afterMs` later (Razorpay polls the bank for 3 days).
   */
  function late(order, { afterMs, capture: mode, failFirst, ...details }) {
    const payment = create(order, details);
    if (failFirst) fail(payment);
    scheduler.after(afterMs, () => {
      if (store.payments.get(payment.id) !== payment) return;
      authorize(payment);
      settle(payment, mode === "auto" ? "auto" : "manual");
    });
    return payment;
  }

  return { create, fail, authorize, capture, settle, late, orderOf };
}
