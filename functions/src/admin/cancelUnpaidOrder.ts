import { Timestamp } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { ADMIN_MESSAGES, decideCancelUnpaid, type CallableInput } from "../domain";
import { readDecideWrite } from "../lib/optimistic";
import { orderRef } from "../orders/orderRepository";
import { ADMIN_RAZORPAY_TIMEOUT_MS } from "../payments/paymentTiming";
import { fetchOrderPayments } from "../payments/razorpayClient";
import {
  existingOrder,
  fulfilmentViewOf,
  recordStep,
  refused,
  type Operator,
} from "./orderDocument";

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
  const early = decideCancelUnpaid(fulfilmentViewOf(first), requestKey);
  if (early.kind === "refused") refused(early.message);
  if (early.kind === "move" && typeof first.razorpayOrderId === "string") {
    await refuseIfPaidAtRazorpay(first.razorpayOrderId);
  }
  const decided = await readDecideWrite([ref], ([snapshot], batch) => {
    const decision = decideCancelUnpaid(fulfilmentViewOf(existingOrder(snapshot)), requestKey);
    if (decision.kind === "refused") refused(decision.message);
    if (decision.kind === "move" && snapshot) {
      const closed = { reason: "cancelled", at: Timestamp.now() };
      recordStep(batch, snapshot, input, operator, { closed }, "cancelled", reason);
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
