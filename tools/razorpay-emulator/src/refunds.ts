import { amountIn, checkNotesAndReceipt, demand, type JsonBody } from "./http.js";
import { newRefund, type EmulatorPayment, type EmulatorRefund } from "./store.js";
import type { Lifecycles } from "./webhooks.js";

const REFUND_FIELDS = ["amount", "speed", "notes", "receipt"];

// Razorpay's rules: captured payments only, up to captured minus refunded; `processed` by default,
// else `pending` (in amount_refunded till it fails). X-Refund-Idempotency as Razorpay documents it.
export function createRefunds({ store, webhooks, scheduler, settings }: Lifecycles) {
  const byKey = new Map<string, { fingerprint: string; refundId: string }>();
  const keysInProgress = new Set<string>();

  function refund(payment: EmulatorPayment, body: JsonBody, key: string | undefined) {
    const fingerprint = canonicalJson([payment.id, body]);
    const earlier = key === undefined ? undefined : byKey.get(key);
    const different = "Different request with the same idempotency key has already been processed.";
    demand(!earlier || earlier.fingerprint === fingerprint, different, null, 409);
    if (earlier) return store.refunds.get(earlier.refundId);
    const created = open(payment, checkedRequest(payment, body));
    if (key !== undefined) byKey.set(key, { fingerprint, refundId: created.id });
    const { outcome, delayMs } = settings.refunds;
    // Razorpay answers most refunds already `processed`; a delay or a failure starts `pending`.
    if (outcome === "processed" && delayMs === 0) finish(created, payment, outcome);
    else scheduler.after(delayMs, () => finish(created, payment, outcome));
    return created;
  }

  /** Razorpay refunds an authorised payment it will not capture (a late one on a paid order). */
  function autoRefund(payment: EmulatorPayment): void {
    const created = open(payment, { amount: payment.amount });
    scheduler.after(0, () => finish(created, payment, "processed"));
  }

  function open(payment: EmulatorPayment, request: Parameters<typeof newRefund>[1]) {
    const created = newRefund(payment, request);
    store.refunds.set(created.id, created);
    payment.amount_refunded += created.amount;
    followRefunds(payment);
    webhooks.emit("refund.created", { refund: created, payment });
    return created;
  }

  // Scheduled work never outlives a reset (the scheduler cancels it), so `done` is current.
  function finish(done: EmulatorRefund, payment: EmulatorPayment, outcome: string): void {
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

  function followRefunds(payment: EmulatorPayment): void {
    const full = payment.amount_refunded >= payment.amount;
    payment.refund_status = payment.amount_refunded === 0 ? null : full ? "full" : "partial";
    if (full) payment.status = "refunded";
    else if (payment.status === "refunded") {
      payment.status = payment.captured ? "captured" : "authorized";
    }
  }

  // Holds an idempotency key for the whole request, latency included, so a concurrent one gets
  // Razorpay's 409. Returns the release.
  function begin(key: string): () => void {
    demand(key.length >= 10, "The idempotency key must be at least 10 characters long.");
    const alphabet = "alphanumeric characters, underscores, and hyphens";
    demand(/^[A-Za-z0-9_-]+$/.test(key), `The idempotency key must only contain ${alphabet}`);
    const inProgress = "Another request with the same idempotency key is still in progress.";
    demand(!keysInProgress.has(key), inProgress, null, 409);
    keysInProgress.add(key);
    return () => keysInProgress.delete(key);
  }

  return { refund, autoRefund, begin, clear: () => byKey.clear() };
}

export type Refunds = ReturnType<typeof createRefunds>;

/** Razorpay's validation of a refund request, in its order and with its words. */
function checkedRequest(payment: EmulatorPayment, body: JsonBody) {
  const extra = Object.keys(body).filter((name) => !REFUND_FIELDS.includes(name));
  demand(extra.length === 0, `${extra.join(", ")} is/are not required and should not be sent`);
  const amount = body.amount === undefined ? undefined : amountIn(body);
  demand(amount === undefined || amount >= 100, "The amount must be at least INR 1.00", "amount");
  const { speed = "normal" } = body;
  demand(speed === "normal" || speed === "optimum", "The selected speed is invalid.", "speed");
  checkNotesAndReceipt(body, "Number of fields in notes should be less than or equal to 15");
  demand(payment.captured, "The payment status should be captured for action to be taken");
  const unrefunded = payment.amount - payment.amount_refunded;
  demand(unrefunded > 0, "The payment has been fully refunded already");
  const captured = "The refund amount provided is greater than amount captured";
  demand(amount === undefined || amount <= payment.amount, captured, "amount");
  const left = "The refund amount provided is greater than the unrefunded amount";
  demand(amount === undefined || amount <= unrefunded, left, "amount");
  return { ...body, amount: amount ?? unrefunded, speed };
}

/** JSON with object keys sorted, so that `{a, b}` and `{b, a}` are the same request. */
const canonicalJson = (value: unknown) =>
  JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
