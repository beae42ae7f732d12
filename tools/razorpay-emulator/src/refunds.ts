import { HttpProblem, type JsonBody } from "./http.js";
import { fingerprintOf, validRefundRequest, type RefundRequest } from "./refundRequest.js";
import type { Scheduler } from "./scheduler.js";
import type { EmulatorSettings } from "./settings.js";
import { newId, notesOrEmpty, unixNow, type Store } from "./store.js";
import type { EmulatorPayment, EmulatorRefund } from "./types.js";
import type { Webhooks } from "./webhooks.js";

type Outcome = EmulatorSettings["refunds"]["outcome"];
export const REFUND_OUTCOMES: readonly Outcome[] = ["processed", "failed"];

// Razorpay's rules: captured payments only, up to captured minus refunded; `processed` by default,
// else `pending` (in amount_refunded till it fails). X-Refund-Idempotency as Razorpay documents it.
export function createRefunds({
  store,
  webhooks,
  scheduler,
  settings,
}: {
  store: Store;
  webhooks: Webhooks;
  scheduler: Scheduler;
  settings: EmulatorSettings;
}) {
  /** idempotency key → {fingerprint, refundId} of the refund it created */
  const byKey = new Map<string, { fingerprint: string; refundId: string }>();
  const keysInProgress = new Set<string>();

  /** POST /v1/payments/:id/refund: the refund, or Razorpay's error. */
  function refund(
    payment: EmulatorPayment,
    body: JsonBody,
    key: string | undefined,
  ): EmulatorRefund | undefined {
    const fingerprint = fingerprintOf(payment.id, body);
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
    const { amount, speed, notes, receipt } = validRefundRequest(payment, body);
    const created = open(payment, { amount, speed, notes, receipt });
    if (key !== undefined) byKey.set(key, { fingerprint, refundId: created.id });
    const { outcome, delayMs } = settings.refunds;
    // Razorpay answers most refunds already `processed`; a delay or a failure starts `pending`.
    if (outcome === "processed" && delayMs === 0) finish(created, outcome);
    else scheduler.after(delayMs, () => finish(created, outcome));
    return created;
  }

  /** Razorpay refunds an authorised payment it will not capture (a late one on a paid order). */
  function autoRefund(payment: EmulatorPayment): EmulatorRefund {
    const created = open(payment, { amount: payment.amount, speed: "normal" });
    scheduler.after(0, () => finish(created, "processed"));
    return created;
  }

  function open(
    payment: EmulatorPayment,
    { amount, speed = "normal", notes, receipt }: RefundRequest,
  ): EmulatorRefund {
    const created: EmulatorRefund = {
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

  function finish(done: EmulatorRefund, outcome: Outcome): void {
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
  function followRefunds(payment: EmulatorPayment): void {
    const full = payment.amount_refunded >= payment.amount;
    payment.refund_status = payment.amount_refunded === 0 ? null : full ? "full" : "partial";
    if (full) payment.status = "refunded";
    else if (payment.status === "refunded") {
      payment.status = payment.captured ? "captured" : "authorized";
    }
  }

  /**
   * Holds an idempotency key for the whole request, latency included, so a concurrent one gets
   * Razorpay's 409. Returns the release; throws for a malformed key.
   */
  function begin(key: string): () => void {
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

  function clear(): void {
    byKey.clear();
  }

  return { refund, autoRefund, begin, clear };
}

export type Refunds = ReturnType<typeof createRefunds>;
