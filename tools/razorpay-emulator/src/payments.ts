import type { JsonBody } from "./http.js";
import type { Refunds } from "./refunds.js";
import { errorFields, FAILURE, newPayment } from "./store.js";
import type { EmulatorOrder, EmulatorPayment } from "./store.js";
import type { Lifecycles } from "./webhooks.js";

/** A late payment: when the bank authorises it, how it is captured, whether it failed first. */
export const LATE_DEFAULTS = { afterMs: 0, capture: "auto" as "auto" | "manual", failFirst: false };

// Razorpay's life cycle: created → authorized → captured, or created → failed (→ authorized when
// late); the order goes created → attempted → paid. Each step sends its event.
export function createPayments(on: Lifecycles & { refunds: Refunds }) {
  const { store, webhooks, scheduler, settings, refunds } = on;
  function create(order: EmulatorOrder | null, details: JsonBody): EmulatorPayment {
    const payment = newPayment(order, details);
    store.payments.set(payment.id, payment);
    if (order) {
      order.attempts += 1;
      if (order.status === "created") order.status = "attempted";
    }
    return payment;
  }

  const orderOf = (payment: EmulatorPayment) =>
    payment.order_id ? store.orders.get(payment.order_id) : null;

  function fail(payment: EmulatorPayment): EmulatorPayment {
    Object.assign(payment, { status: "failed", ...errorFields(FAILURE) });
    webhooks.emit("payment.failed", { payment });
    return payment;
  }

  /** From `created`, or `failed` when late; Razorpay refunds it at once on an order already paid. */
  function authorize(payment: EmulatorPayment, announce = true): EmulatorPayment {
    Object.assign(payment, {
      status: "authorized",
      ...errorFields(null),
      acquirer_data: { auth_code: String(100000 + Math.floor(Math.random() * 900000)) },
    });
    if (announce) webhooks.emit("payment.authorized", { payment });
    if (orderOf(payment)?.status === "paid") refunds.autoRefund(payment);
    return payment;
  }

  function capture(payment: EmulatorPayment): EmulatorPayment {
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
  function autoCapture(payment: EmulatorPayment): void {
    if (payment.status !== "authorized") return; // captured by hand meanwhile
    if (orderOf(payment)?.status === "paid") refunds.autoRefund(payment);
    else capture(payment);
  }

  function settle(payment: EmulatorPayment, mode = settings.payments.capture): void {
    if (payment.status !== "authorized") return;
    if (mode === "auto") autoCapture(payment);
    else if (mode === "delayed") {
      scheduler.after(settings.payments.captureDelayMs, () => autoCapture(payment));
    }
  }

  /** A failed or abandoned payment the bank authorises `afterMs` later (Razorpay polls for 3 days). */
  function late(
    order: EmulatorOrder,
    { afterMs, capture: mode, failFirst, ...details }: JsonBody & typeof LATE_DEFAULTS,
  ) {
    const payment = create(order, details);
    if (failFirst) fail(payment);
    scheduler.after(afterMs, () => {
      authorize(payment);
      settle(payment, mode);
    });
    return payment;
  }

  return { create, fail, authorize, capture, settle, late, orderOf };
}

export type Payments = ReturnType<typeof createPayments>;
