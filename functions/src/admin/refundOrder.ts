import { HttpsError } from "firebase-functions/v2/https";
import { logger } from "firebase-functions";
import { ADMIN_MESSAGES, OPERATOR_BY, type CallableInput, type CallableOutput } from "../domain";
import { paymentLog } from "../payments/paymentLog";
import { ADMIN_RAZORPAY_TIMEOUT_MS } from "../payments/paymentTiming";
import { RazorpayApiError } from "../payments/razorpayClient";
import { createRefund, refundIdempotencyKey } from "../payments/razorpayRefunds";
import { recordRefund } from "../payments/refundRecords";
import { readDecideWrite, unchangedSince } from "../lib/optimistic";
import type { Caller } from "../lib/callable";
import { orderRef } from "../orders/orderRepository";
import { mapOf, operatorOf, type Operator } from "./orderDocument";
import { holdRefund, type Hold } from "./refundHolds";

type RefundResult = CallableOutput<"adminRefundOrder">;

/** The amount is held on the order first, so no number of clicks refunds more than is left. */
export async function adminRefundOrderHandler(
  input: CallableInput<"adminRefundOrder">,
  caller: Caller<string>,
): Promise<RefundResult> {
  const { uid, orderId, requestKey, amount, reason } = input;
  const operator = await operatorOf(caller);
  const hold = await holdRefund(uid, orderId, { requestKey, amount, reason }, operator);
  // decideHold answers "nothing" only for a refund of "whatever is left".
  if (hold.kind === "nothing") throw new Error("a refund of an amount held nothing");
  return issueRefund({ uid, orderId, requestKey, operator, reason }, hold);
}

/** A 400 frees the hold; no answer keeps it (Razorpay may have refunded: its webhook tells). */
export async function issueRefund(
  target: Omit<CallableInput<"adminRefundOrder">, "amount"> & { operator: Operator },
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

/** Razorpay refused the refund: its amount is free again. */
async function releaseHold(uid: string, orderId: string, requestKey: string) {
  const ref = orderRef(uid, orderId);
  await readDecideWrite([ref], ([snapshot], batch) => {
    const holds = mapOf(snapshot?.data(), "refundHolds");
    if (!snapshot?.exists || !(requestKey in holds)) return;
    delete holds[requestKey];
    batch.update(ref, { refundHolds: holds }, unchangedSince(snapshot));
  });
}
