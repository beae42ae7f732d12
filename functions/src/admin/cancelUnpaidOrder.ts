import { Timestamp } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { ADMIN_MESSAGES, OPERATOR_BY, decideCancelUnpaid, type CallableInput } from "../domain";
import { readDecideWrite, unchangedSince } from "../lib/optimistic";
import { orderRef } from "../orders/orderRepository";
import { ADMIN_RAZORPAY_TIMEOUT_MS } from "../payments/paymentTiming";
import { fetchOrderPayments } from "../payments/razorpayClient";
import { recordOperator, type Operator } from "./operator";
import { existingOrder, historyEntry, historyOf, refused } from "./orderDocument";

type Data = FirebaseFirestore.DocumentData;

const viewOf = (data: Data) => ({
  status: String(data.status),
  closed: data.closed as { reason: string } | undefined,
  paymentConfirming: data.paymentConfirming as unknown,
  history: historyOf(data) as Array<{ requestKey?: string }>,
});

/**
 * Closes an unpaid order as cancelled, never refunding. Razorpay is asked first: a payment the shop
 * has not heard of yet, or no answer, writes nothing.
 */
export async function cancelUnpaidOrder(
  input: CallableInput<"adminCancelOrder">,
  operator: Operator,
): Promise<{ stage: "cancelled" }> {
  const { uid, orderId, requestKey, reason } = input;
  const ref = orderRef(uid, orderId);
  const first = existingOrder(await ref.get());
  const early = decideCancelUnpaid(viewOf(first), requestKey);
  if (early.kind === "refused") refused(early.message);
  if (early.kind === "move" && typeof first.razorpayOrderId === "string") {
    await refuseIfPaidAtRazorpay(first.razorpayOrderId);
  }
  const decided = await readDecideWrite([ref], ([snapshot], batch) => {
    const data = existingOrder(snapshot);
    const decision = decideCancelUnpaid(viewOf(data), requestKey);
    if (decision.kind === "refused") refused(decision.message);
    if (decision.kind === "move" && snapshot) {
      const history = [
        ...historyOf(data),
        historyEntry("cancelled", OPERATOR_BY, { note: reason || undefined, requestKey }),
      ];
      const closed = { reason: "cancelled", at: Timestamp.now() };
      batch.update(ref, { closed, history }, unchangedSince(snapshot));
      recordOperator(batch, input, operator);
    }
    return decision.kind;
  });
  logger.info("adminCancelOrder closed an unpaid order", {
    by: operator.uid,
    uid,
    orderId,
    decided,
  });
  return { stage: "cancelled" };
}

/** A payment Razorpay authorised or captured may still make the order paid: not cancelled. */
async function refuseIfPaidAtRazorpay(razorpayOrderId: string) {
  let payments;
  try {
    payments = await fetchOrderPayments(razorpayOrderId, ADMIN_RAZORPAY_TIMEOUT_MS);
  } catch (error) {
    logger.warn("could not ask Razorpay before cancelling an unpaid order", {
      razorpayOrderId,
      error: error instanceof Error ? error.message : String(error),
    });
    refused(ADMIN_MESSAGES.paymentCheckFailed);
  }
  if (payments.some((p) => p.status === "authorized" || p.status === "captured")) {
    refused(ADMIN_MESSAGES.paymentInFlight);
  }
}
