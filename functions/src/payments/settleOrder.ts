import type { DocumentSnapshot } from "firebase-admin/firestore";
import { paymentAction, type PaymentEvidence } from "../domain";
import { db } from "../lib/firestore";
import { orderRef } from "../orders/orderRepository";
import { eventRef, type LedgerEvent } from "./eventLedger";
import { markOrderPaid, type MarkPaidResult } from "./markOrderPaid";
import type { PaidVia } from "./paymentLog";
import { paymentLog } from "./paymentLog";
import { claimCapture, markConfirming, paymentStateOf } from "./paymentRepository";
import {
  ALREADY_CAPTURED,
  RazorpayApiError,
  capturePayment,
  fetchOrderPayments,
  fetchPayment,
} from "./razorpayClient";
import type { RazorpayPayment } from "./razorpaySchemas";

export type SettleOutcome = MarkPaidResult | "confirming" | "payment-failed" | "waiting";

export interface ShopOrderTarget {
  uid: string;
  orderId: string;
}

export interface SettleOptions {
  /** The longest any one call to Razorpay may take. */
  timeoutMs: number;
  /** Webhooks: the ledger entry written with the paid transition. */
  event?: LedgerEvent;
  /**
   * false (the webhook, given 5 s): an authorised payment is only marked confirming; auto-capture,
   * confirm or the reconciler captures it.
   */
  capture?: boolean;
  /** The order as the caller just read it (no event), so the first decision needs no read. */
  read?: DocumentSnapshot | undefined;
}

export function evidenceOf(payment: RazorpayPayment): PaymentEvidence {
  return {
    razorpayOrderId: payment.order_id,
    amount: payment.amount,
    currency: payment.currency,
    status: payment.status,
  };
}

/**
 * The one way a payment reaches an order: captured marks it paid; authorised is captured first
 * unless told not ("confirming" meanwhile). If a call fails, the reconciler finishes.
 */
export async function settlePayment(
  target: ShopOrderTarget,
  payment: RazorpayPayment,
  via: PaidVia,
  options: SettleOptions,
): Promise<SettleOutcome> {
  const { uid, orderId } = target;
  const { timeoutMs, event } = options;
  const paid = (captured: RazorpayPayment, read?: DocumentSnapshot) =>
    markOrderPaid({
      ...target,
      paymentId: captured.id,
      evidence: evidenceOf(captured),
      via,
      event,
      read,
    });
  // A captured payment needs no read here: markOrderPaid reads and decides in its one commit.
  if (payment.status === "captured") return paid(payment, options.read);
  // Read once (with the webhook's ledger entry): the write that follows decides on it.
  const refs = [orderRef(uid, orderId), ...(event ? [eventRef(event.id)] : [])];
  const read = options.read && !event ? [options.read] : await db().getAll(...refs);
  const action = paymentAction(paymentStateOf(read[0]?.data()), evidenceOf(payment));
  if (action === "failed") return "payment-failed";
  if (action === "wait") return "waiting";
  // Already paid, or a mismatch: markOrderPaid decides and records.
  if (action !== "capture") return paid(payment, read[0]);
  if (options.capture === false) return markConfirming(target, payment.id, { event, read });
  const claim = await claimCapture(uid, orderId, payment.id, read);
  if (claim === "already-paid") {
    paymentLog.secondAuthorisation({ uid, orderId, paymentId: payment.id, via });
    return "already-paid";
  }
  if (claim === "other-payment-capturing") return "confirming";
  const captured = await captureOrFind(payment, timeoutMs, { ...target, via });
  return captured ? paid(captured) : "confirming";
}

/** Captures, or finds it captured meanwhile; undefined when Razorpay could not say. */
async function captureOrFind(
  payment: RazorpayPayment,
  timeoutMs: number,
  fields: Record<string, unknown>,
): Promise<RazorpayPayment | undefined> {
  try {
    const answer = await capturePayment(payment, timeoutMs);
    paymentLog.captured({ ...fields, paymentId: payment.id, amount: payment.amount });
    return answer;
  } catch (error) {
    if (!(error instanceof RazorpayApiError && error.message.includes(ALREADY_CAPTURED))) {
      paymentLog.captureFailed(error, { ...fields, paymentId: payment.id });
      return undefined;
    }
  }
  try {
    const now = await fetchPayment(payment.id, timeoutMs);
    return now.status === "captured" ? now : undefined;
  } catch (error) {
    paymentLog.captureFailed(error, { ...fields, paymentId: payment.id });
    return undefined;
  }
}

/** Settles the order's payment that counts (captured, else authorised) as Razorpay lists them. */
export async function settleOrderFromRazorpay(
  target: ShopOrderTarget & { razorpayOrderId: string },
  via: PaidVia,
  timeoutMs: number,
  read?: DocumentSnapshot,
): Promise<SettleOutcome> {
  const payments = (await fetchOrderPayments(target.razorpayOrderId, timeoutMs)).filter(
    (p) => p.order_id === target.razorpayOrderId,
  );
  const chosen =
    payments.find((p) => p.status === "captured") ??
    payments.find((p) => p.status === "authorized");
  if (!chosen) return "not-captured";
  return settlePayment(target, chosen, via, { timeoutMs, read });
}
