import { Timestamp } from "firebase-admin/firestore";
import { ADMIN_MESSAGES, availableToRefund, type OrderRefund } from "../domain";
import { readDecideWrite, unchangedSince } from "../lib/optimistic";
import { orderRef } from "../orders/orderRepository";
import {
  existingOrder,
  holdsOf,
  mapOf,
  recordOperator,
  refundsOf,
  refused,
  type Operator,
} from "./orderDocument";

type Data = FirebaseFirestore.DocumentData;

interface HoldRequest {
  requestKey: string;
  /** "rest": whatever is left (a cancellation). */
  amount: number | "rest";
  reason?: string | undefined;
}

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
  const refunds = refundsOf(data);
  const made = Object.values(refunds).find((r) => r.requestKey === request.requestKey);
  if (made) return { hold: { kind: "made", refund: made } };
  const paymentId = String(data.paymentId ?? "");
  const holds = holdsOf(data);
  const earlier = holds[request.requestKey];
  if (earlier) return { hold: { kind: "held", amount: earlier.amount, paymentId } };
  const available = availableToRefund(Number(data.amount), refunds, holds, now);
  if (available === 0) {
    if (request.amount === "rest") return { hold: { kind: "nothing" } };
    refused(ADMIN_MESSAGES.nothingToRefund);
  }
  const amount = request.amount === "rest" ? available : request.amount;
  if (amount > available) refused(ADMIN_MESSAGES.refundTooLarge);
  const stored = mapOf(data, "refundHolds");
  stored[request.requestKey] = {
    amount,
    at: Timestamp.fromDate(now),
    ...(request.reason ? { reason: request.reason } : {}),
  };
  return { hold: { kind: "held", amount, paymentId }, holds: stored };
}

/** adminRefundOrder's hold; a cancellation holds in its own commit. */
export async function holdRefund(
  uid: string,
  orderId: string,
  request: HoldRequest,
  operator: Operator,
) {
  const ref = orderRef(uid, orderId);
  return readDecideWrite([ref], ([snapshot], batch) => {
    const { hold, holds } = decideHold(existingOrder(snapshot), request);
    if (holds && snapshot) {
      batch.update(ref, { refundHolds: holds }, unchangedSince(snapshot));
      recordOperator(batch, { uid, orderId, requestKey: request.requestKey }, operator);
    }
    return hold;
  });
}
