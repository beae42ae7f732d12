import { HttpProblem } from "./http.mjs";
import { newId, notesOrEmpty, unixNow } from "./store.mjs";

export const REFUND_OUTCOMES = ["processed", "failed"];
const SPEEDS = ["normal", "optimum"];
const FIELDS = ["amount", "speed", "notes", "receipt"];
const MAX_NOTES = 15;

/**
 * Razorpay's refunds: only on captured payments, never more than was captured
 * minus what is already refunded, `pending` when created, then `processed` or
 * `failed` (settings.refunds), with refund.created / .processed / .failed.
 * A pending refund counts in the payment's amount_refunded; a failed one is
 * given back. X-Refund-Idempotency works as Razorpay documents it.
 */
export function createRefunds({ store, webhooks, scheduler, settings }) {
  /** idempotency key → {fingerprint, refundId} of the refund it created */
  const byKey = new Map();
  const keysInProgress = new Set();

  /** POST /v1/payments/:id/refund: the refund, or Razorpay's error. */
  function refund(payment, body, key) {
    const fingerprint = JSON.stringify([payment.id, canonical(body)]);
    if (key !== undefined) {
      const earlier = byKey.get(key);
      if (earlier && earlier.fingerprint !== fingerprint) {
        throw new HttpProblem(
          409,
          "Different request with the same idempotency key has already been processed.",
        );
      }
      if (earlier) return store.refunds.get(earlier.refundId);
    }
    const { amount, speed, notes, receipt } = validRequest(payment, body);
    const created = open(payment, { amount, speed, notes, receipt });
    if (key !== undefined) byKey.set(key, { fingerprint, refundId: created.id });
    const { outcome, delayMs } = settings.refunds;
    scheduler.after(delayMs, () => finish(created, outcome));
    return created;
  }

  /** Razorpay refunds an authorised payment it will not capture (a late one on a paid order). */
  function autoRefund(payment) {
    const created = open(payment, { amount: payment.amount, speed: "normal" });
    scheduler.after(0, () => finish(created, "processed"));
    return created;
  }

  function open(payment, { amount, speed = "normal", notes, receipt }) {
    const created = {
      id: newId("rfnd_"),
      entity: "refund",
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: notesOrEmpty(notes),
      receipt: receipt ?? null,
      acquirer_data: { arn: null },
      created_at: unixNow(),
      batch_id: null,
      status: "pending",
      speed_processed: speed === "optimum" ? "instant" : "normal",
      speed_requested: speed,
    };
    store.refunds.set(created.id, created);
    payment.amount_refunded += amount;
    followRefunds(payment);
    webhooks.emit("refund.created", { refund: created, payment });
    return created;
  }

  function finish(done, outcome) {
    const payment = store.payments.get(done.payment_id);
    if (store.refunds.get(done.id) !== done || !payment || done.status !== "pending") return;
    if (outcome === "failed") {
      done.status = "failed";
      payment.amount_refunded -= done.amount;
      followRefunds(payment);
      webhooks.emit("refund.failed", { refund: done, payment });
    } else {
      done.status = "processed";
      done.acquirer_data = { arn: String(Date.now()).padStart(23, "7") };
      webhooks.emit("refund.processed", { refund: done, payment });
    }
  }

  /** refund_status and status follow amount_refunded: `refunded` once fully refunded. */
  function followRefunds(payment) {
    const full = payment.amount_refunded >= payment.amount;
    payment.refund_status = payment.amount_refunded === 0 ? null : full ? "full" : "partial";
    if (full) payment.status = "refunded";
    else if (payment.status === "refunded") {
      payment.status = payment.captured ? "captured" : "authorized";
    }
  }

  /** Razorpay's validation of a refund request, in its order and with its words. */
  function validRequest(payment, body) {
    const extra = Object.keys(body).filter((name) => !FIELDS.includes(name));
    if (extra.length > 0) {
      throw new HttpProblem(400, `${extra.join(", ")} is/are not required and should not be sent`);
    }
    const { amount, speed = "normal", notes, receipt } = body;
    if (amount !== undefined && !Number.isInteger(amount)) {
      throw new HttpProblem(400, "The amount must be an integer.");
    }
    if (amount !== undefined && amount < 100) {
      throw new HttpProblem(400, "The amount must be at least INR 1.00");
    }
    if (!SPEEDS.includes(speed)) throw new HttpProblem(400, "The selected speed is invalid.");
    if (notes !== undefined && (typeof notes !== "object" || notes === null)) {
      throw new HttpProblem(400, "The notes field must be an object.");
    }
    if (notes && Object.keys(notes).length > MAX_NOTES) {
      throw new HttpProblem(400, "Number of fields in notes should be less than or equal to 15");
    }
    if (receipt !== undefined && (typeof receipt !== "string" || receipt.length > 40)) {
      throw new HttpProblem(400, "The receipt may not be greater than 40 characters.");
    }
    if (!payment.captured) {
      throw new HttpProblem(400, "The payment status should be captured for action to be taken");
    }
    const unrefunded = payment.amount - payment.amount_refunded;
    if (unrefunded <= 0) throw new HttpProblem(400, "The payment has been fully refunded already");
    if (amount > payment.amount) {
      throw new HttpProblem(400, "The refund amount provided is greater than amount captured");
    }
    if (amount > unrefunded) {
      throw new HttpProblem(
        400,
        "The refund amount provided is greater than the unrefunded amount",
      );
    }
    return { amount: amount ?? unrefunded, speed, notes, receipt };
  }

  /**
   * Marks an idempotency key as being processed for the whole request (its
   * latency included): a second request with it meanwhile gets Razorpay's 409.
   * Returns the function that ends it. Throws for a malformed key.
   */
  function begin(key) {
    if (key.length < 10) {
      throw new HttpProblem(400, "The idempotency key must be at least 10 characters long.");
    }
    if (!/^[A-Za-z0-9_-]+$/.test(key)) {
      throw new HttpProblem(
        400,
        "The idempotency key must only contain alphanumeric characters, underscores, and hyphens",
      );
    }
    if (keysInProgress.has(key)) {
      throw new HttpProblem(
        409,
        "Another request with the same idempotency key is still in progress.",
      );
    }
    keysInProgress.add(key);
    return () => keysInProgress.delete(key);
  }

  function clear() {
    byKey.clear();
  }

  return { refund, autoRefund, begin, clear };
}

/** JSON with object keys sorted, so that `{a, b}` and `{b, a}` are the same request. */
function canonical(value) {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical(value[k])]),
    );
  }
  return value;
}
