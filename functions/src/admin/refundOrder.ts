import { Timestamp } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { logger } from "firebase-functions";
import {
  ADMIN_MESSAGES,
  COD_MESSAGES,
  OPERATOR_BY,
  availableToRefund,
  type CallableInput,
  type CallableOutput,
  type Order,
  type OrderRefund,
} from "../domain";
import { issueCreditNote, issueNow } from "../invoices/issueInvoice";
import { paymentLog } from "../payments/paymentLog";
import { ADMIN_RAZORPAY_TIMEOUT_MS } from "../payments/paymentTiming";
import { RazorpayApiError, createRefund, refundIdempotencyKey } from "../payments/razorpayClient";
import { recordRefund } from "../payments/refundRecords";
import { readDecideWrite, unchangedSince } from "../lib/optimistic";
import type { CallableHandler } from "../lib/callable";
import { datesOf } from "../lib/firestore";
import { orderRef } from "../orders/orderRepository";
import {
  existingOrder,
  mapOf,
  operatorOf,
  recordOperator,
  refused,
  type Operator,
} from "./orderDocument";

type RefundResult = CallableOutput<"adminRefundOrder">;

/** The amount is held on the order first, so no number of clicks refunds more than is left. */
export const adminRefundOrderHandler: CallableHandler<"adminRefundOrder"> = async (
  input,
  caller,
) => {
  const { uid, orderId, requestKey, amount, reason } = input;
  const operator = await operatorOf(caller);
  const hold = await holdRefund(uid, orderId, { requestKey, amount, reason }, operator);
  // decideHold answers "nothing" only for a refund of "whatever is left".
  if (hold.kind === "nothing") throw new Error("a refund of an amount held nothing");
  return issueRefund({ uid, orderId, requestKey, operator, reason }, hold);
};

/** A 400 frees the hold; no answer keeps it (Razorpay may have refunded: its webhook tells). */
export async function issueRefund(
  target: Omit<CallableInput<"adminRefundOrder">, "amount"> & { operator: Operator },
  hold: Exclude<Hold, { kind: "nothing" }>,
): Promise<RefundResult> {
  if (hold.kind === "made") {
    const { refundId, amount, state } = hold.refund;
    return { refundId, amount, state };
  }
  const { uid, orderId, requestKey, operator, reason } = target;
  const request = {
    paymentId: hold.paymentId,
    amount: hold.amount,
    idempotencyKey: refundIdempotencyKey(uid, orderId, requestKey),
    // Razorpay's own record of who asked; the order records only OPERATOR_BY.
    notes: { orderId, requestKey, requestedBy: operator.uid, ...(reason ? { reason } : {}) },
  };
  const refund = await createRefund(request, ADMIN_RAZORPAY_TIMEOUT_MS).catch(
    async (error: unknown) => {
      const failure = error instanceof Error ? error.message : String(error);
      const fields = { uid, orderId, requestKey, amount: hold.amount, error: failure };
      if (error instanceof RazorpayApiError && error.statusCode === 400) {
        await releaseHold(uid, orderId, requestKey);
        paymentLog.refundFailed({ ...fields, via: "refused" });
      } else logger.warn("refund not answered; held until its webhook", fields);
      throw new HttpsError("unavailable", ADMIN_MESSAGES.refundRefused);
    },
  );
  const source = { requestKey, by: OPERATOR_BY, reason };
  const { refundId, amount, state } = await recordRefund({ uid, orderId }, refund, source);
  const logged = { uid, orderId, refundId: refund.id, amount: refund.amount, by: operator.uid };
  logger.info("refund requested", logged);
  const issue = () => issueCreditNote(uid, orderId, { refundId, amount });
  if (state === "processed") await issueNow("credit note", logged, issue);
  return { refundId, amount, state };
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

type Data = FirebaseFirestore.DocumentData;
/** amount "rest": whatever is left (a cancellation). */
type HoldRequest = { requestKey: string; amount: number | "rest"; reason?: string | undefined };

/** The refund this key already made, an amount held for it, or nothing left ("rest" only). */
export type Hold =
  | { kind: "made"; refund: OrderRefund }
  | { kind: "held"; amount: number; paymentId: string }
  | { kind: "nothing" };

/** Never more than is left after refunds and live holds, so parallel requests cannot over-refund. */
export function decideHold(
  data: Data,
  request: HoldRequest,
  now = new Date(),
): { hold: Hold; holds?: Record<string, Data> } {
  if (data.status !== "paid") refused(ADMIN_MESSAGES.notPaid);
  // Cash collected has no Razorpay payment to refund from.
  if (data.paymentMethod === "cod") refused(COD_MESSAGES.cashRefund);
  const { refunds = {}, refundHolds: holds = {} } = datesOf<Order>(data);
  const made = Object.values(refunds).find((r) => r.requestKey === request.requestKey);
  if (made) return { hold: { kind: "made", refund: made } };
  const paymentId = String(data.paymentId ?? "");
  const earlier = holds[request.requestKey];
  if (earlier) return { hold: { kind: "held", amount: earlier.amount, paymentId } };
  const available = availableToRefund(Number(data.amount), refunds, holds, now);
  if (available === 0) {
    if (request.amount === "rest") return { hold: { kind: "nothing" } };
    refused(ADMIN_MESSAGES.nothingToRefund);
  }
  const amount = request.amount === "rest" ? available : request.amount;
  if (amount > available) refused(ADMIN_MESSAGES.refundTooLarge);
  const { reason, requestKey } = request;
  const held = { amount, at: Timestamp.fromDate(now), ...(reason ? { reason } : {}) };
  const stored = { ...mapOf(data, "refundHolds"), [requestKey]: held };
  return { hold: { kind: "held", amount, paymentId }, holds: stored };
}

export async function holdRefund(uid: string, orderId: string, request: HoldRequest, op: Operator) {
  const ref = orderRef(uid, orderId);
  return readDecideWrite([ref], ([snapshot], batch) => {
    const { hold, holds } = decideHold(existingOrder(snapshot), request);
    if (holds && snapshot) {
      batch.update(ref, { refundHolds: holds }, unchangedSince(snapshot));
      recordOperator(batch, { uid, orderId, requestKey: request.requestKey }, op);
    }
    return hold;
  });
}
