import { Timestamp } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import {
  ADMIN_MESSAGES,
  decideCancel,
  decideCancelUnpaid,
  type CallableInput,
  type CallableOutput,
  type Order,
} from "../domain";
import type { Caller } from "../lib/callable";
import { datesOf } from "../lib/firestore";
import { readDecideWrite, unchangedSince } from "../lib/optimistic";
import { orderRef } from "../orders/orderRepository";
import { releaseUnits, restockUnits } from "../orders/stockHolds";
import { fetchOrderPayments } from "../payments/razorpayClient";
import { decideHold, issueRefund } from "./refundOrder";
import {
  askRazorpayFirst,
  existingOrder,
  fulfilmentAt,
  operatorOf,
  recordOperator,
  recordStep,
  refused,
  type Operator,
} from "./orderDocument";

// Holds what is left in the commit that cancels a paid order, then refunds it; again: retries it.
export async function adminCancelOrderHandler(
  input: CallableInput<"adminCancelOrder">,
  caller: Caller<string>,
): Promise<CallableOutput<"adminCancelOrder">> {
  const operator = await operatorOf(caller);
  const { uid, orderId, requestKey, reason } = input;
  const ref = orderRef(uid, orderId);
  const read = await ref.get();
  // A COD order has taken no money: closed like an unpaid one, with or without `unpaid`.
  if (input.unpaid || read.get("status") === "cod") {
    return cancelUnpaidOrder(input, operator, existingOrder(read));
  }
  const hold = await readDecideWrite(
    [ref],
    ([snapshot], batch) => {
      const data = existingOrder(snapshot);
      const decided = decideCancel(datesOf<Order>(data));
      if (decided.kind === "refused") refused(decided.message);
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
}

/** Never refunds; a payment Razorpay has, or no answer from it, writes nothing. */
async function cancelUnpaidOrder(
  input: CallableInput<"adminCancelOrder">,
  operator: Operator,
  first: FirebaseFirestore.DocumentData,
): Promise<{ stage: "cancelled" }> {
  const { uid, orderId, requestKey, reason } = input;
  const ref = orderRef(uid, orderId);
  const early = decideCancelUnpaid(datesOf<Order>(first), requestKey);
  if (early.kind === "refused") refused(early.message);
  if (early.kind === "move" && typeof first.razorpayOrderId === "string") {
    await refuseIfPaidAtRazorpay(first.razorpayOrderId);
  }
  const decided = await readDecideWrite([ref], ([snapshot], batch) => {
    const decision = decideCancelUnpaid(datesOf<Order>(existingOrder(snapshot)), requestKey);
    if (decision.kind === "refused") refused(decision.message);
    if (decision.kind === "move" && snapshot) {
      const closed = { reason: "cancelled", at: Timestamp.now() };
      // A COD order may have been packed: its stage ends too, as the shopper's cancel ends it.
      const data = snapshot.data() ?? {};
      const cod = snapshot.get("status") === "cod";
      const fields = {
        closed,
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
