import { HttpsError } from "firebase-functions/v2/https";
import { logger } from "firebase-functions";
import { ADMIN_MESSAGES, OPERATOR_BY, type CallableOutput } from "../domain";
import { paymentLog } from "../payments/paymentLog";
import { ADMIN_RAZORPAY_TIMEOUT_MS } from "../payments/paymentTiming";
import { RazorpayApiError } from "../payments/razorpayClient";
import { createRefund, refundIdempotencyKey } from "../payments/razorpayRefunds";
import { recordRefund } from "../payments/refundRecords";
import type { Operator } from "./operator";
import { releaseHold, type Hold } from "./refundHolds";

type RefundResult = CallableOutput<"adminRefundOrder">;

export interface RefundTarget {
  uid: string;
  orderId: string;
  requestKey: string;
  operator: Operator;
  reason?: string | undefined;
}

/**
 * Turns a hold into a Razorpay refund under this request's idempotency key. A 400 frees the hold;
 * no answer keeps it (Razorpay may have refunded: its webhook records it, or the hold lapses).
 */
export async function issueRefund(
  target: RefundTarget,
  hold: Exclude<Hold, { kind: "nothing" }>,
): Promise<RefundResult> {
  if (hold.kind === "made") {
    const { refundId, amount, state } = hold.refund;
    return { refundId, amount, state };
  }
  const { uid, orderId, requestKey, operator } = target;
  let refund;
  try {
    refund = await createRefund(
      {
        paymentId: hold.paymentId,
        amount: hold.amount,
        idempotencyKey: refundIdempotencyKey(uid, orderId, requestKey),
        notes: {
          orderId,
          requestKey,
          // Razorpay's own record of who asked; the order records only OPERATOR_BY.
          requestedBy: operator.uid,
          ...(target.reason ? { reason: target.reason } : {}),
        },
      },
      ADMIN_RAZORPAY_TIMEOUT_MS,
    );
  } catch (error) {
    const refusedByRazorpay = error instanceof RazorpayApiError && error.statusCode === 400;
    const fields = {
      uid,
      orderId,
      requestKey,
      amount: hold.amount,
      error: error instanceof Error ? error.message : String(error),
    };
    if (refusedByRazorpay) {
      await releaseHold(uid, orderId, requestKey);
      paymentLog.refundFailed({ ...fields, via: "refused" });
    } else logger.warn("refund not answered; held until its webhook", fields);
    throw new HttpsError("unavailable", ADMIN_MESSAGES.refundRefused);
  }
  const recorded = await recordRefund({ uid, orderId }, refund, {
    requestKey,
    by: OPERATOR_BY,
    reason: target.reason,
  });
  logger.info("refund requested", {
    uid,
    orderId,
    refundId: refund.id,
    amount: refund.amount,
    by: operator.uid,
  });
  return { refundId: recorded.refundId, amount: recorded.amount, state: recorded.state };
}
