import { Timestamp } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import {
  ADMIN_MESSAGES,
  decideCancel,
  decideCancelUnpaid,
  type CallableInput,
  type Order,
} from "../domain";
import type { CallableHandler } from "../lib/callable";
import { readDecideWrite, unchangedSince } from "../lib/optimistic";
import { orderRef } from "../orders/orderRepository";
import { releaseUnits, restockUnits } from "../orders/stockHolds";
import { fetchOrderPayments } from "../payments/razorpayClient";
import { decideHold, issueRefund } from "./refundOrder";
import {
  askRazorpayFirst,
  decideOn,
  fulfilmentAt,
  operatorOf,
  recordOperator,
  recordStep,
  refused,
  type Operator,
} from "./orderDocument";

// Holds what is left in the commit that cancels a paid order, then refunds it; again: retries it.
export const adminCancelOrderHandler: CallableHandler<"adminCancelOrder"> = async (
  input,
  caller,
) => {
  const operator = await operatorOf(caller);
  const { uid, orderId, requestKey, reason } = input;
  const ref = orderRef(uid, orderId);
  const read = await ref.get();
  // A COD order has taken no money: closed like an unpaid one, with or without `unpaid`.
  if (input.unpaid || read.get("status") === "cod") {
    return cancelUnpaidOrder(input, operator, read);
  }
  const hold = await readDecideWrite(
    [ref],
    ([snapshot], batch) => {
      const [data, decided] = decideOn(snapshot, decideCancel);
      const held = decideHold(data, { requestKey, amount: "rest", reason });
      const holds = held.holds ? { refundHolds: held.holds } : {};
      if (decided.kind === "move" && snapshot) {
        // Cancelled before shipping: its units go back on the shelf (docs/stock.md).
        const fields = {
          ...holds,
          fulfilment: fulfilmentAt(data, "cancelled"),
          ...restockUnits(batch, data),
        };
        recordStep(batch, snapshot, input, operator, fields, "cancelled", reason);
      } else if (held.holds && snapshot) {
        batch.update(ref, holds, unchangedSince(snapshot));
        recordOperator(batch, input, operator);
      }
      return held.hold;
    },
    { first: [read] },
  );
  logger.info("adminCancelOrder", { by: operator.uid, uid, orderId, refund: hold.kind });
  if (hold.kind === "nothing") return { stage: "cancelled" };
  const refund = await issueRefund({ uid, orderId, requestKey, operator, reason }, hold);
  return { stage: "cancelled", refund };
};

/** Never refunds; a payment Razorpay has, or no answer from it, writes nothing. */
async function cancelUnpaidOrder(
  input: CallableInput<"adminCancelOrder">,
  operator: Operator,
  first: FirebaseFirestore.DocumentSnapshot,
): Promise<{ stage: "cancelled" }> {
  const { uid, orderId, requestKey, reason } = input;
  const ref = orderRef(uid, orderId);
  const decide = (order: Order) => decideCancelUnpaid(order, requestKey);
  const [{ razorpayOrderId }, early] = decideOn(first, decide);
  if (early.kind === "move" && typeof razorpayOrderId === "string") {
    await refuseIfPaidAtRazorpay(razorpayOrderId);
  }
  const decided = await readDecideWrite([ref], ([snapshot], batch) => {
    const [data, decision] = decideOn(snapshot, decide);
    if (decision.kind === "move" && snapshot) {
      // A COD order may have been packed: its stage ends too, as the shopper's cancel ends it.
      const cod = data.status === "cod";
      const fields = {
        closed: { reason: "cancelled", at: Timestamp.now() },
        ...(cod ? { fulfilment: fulfilmentAt(data, "cancelled") } : {}),
        ...releaseUnits(batch, data),
      };
      recordStep(batch, snapshot, input, operator, fields, "cancelled", reason);
    }
    return decision.kind;
  });
  const logged = { by: operator.uid, uid, orderId, decided };
  logger.info("adminCancelOrder closed an unpaid order", logged);
  return { stage: "cancelled" };
}

/** A payment Razorpay authorised or captured may still make the order paid: not cancelled. */
async function refuseIfPaidAtRazorpay(razorpayOrderId: string) {
  const payments = await askRazorpayFirst(
    "cancelling an unpaid order",
    { razorpayOrderId },
    (timeoutMs) => fetchOrderPayments(razorpayOrderId, timeoutMs),
  );
  if (payments.some((p) => p.status === "authorized" || p.status === "captured")) {
    refused(ADMIN_MESSAGES.paymentInFlight);
  }
}
