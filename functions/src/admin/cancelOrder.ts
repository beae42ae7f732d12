import { Timestamp } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { OPERATOR_BY, decideCancel, type CallableInput, type CallableOutput } from "../domain";
import type { Caller } from "../lib/callable";
import { readDecideWrite, unchangedSince } from "../lib/optimistic";
import { orderRef } from "../orders/orderRepository";
import { cancelUnpaidOrder } from "./cancelUnpaidOrder";
import { issueRefund } from "./issueRefund";
import { operatorOf, recordOperator } from "./operator";
import { existingOrder, fulfilmentViewOf, historyEntry, historyOf, refused } from "./orderDocument";
import { decideHold } from "./refundHolds";

/**
 * adminCancelOrder: a paid order not yet shipped becomes "cancelled" and
 * whatever is left to refund is held in the same commit, then refunded
 * (issueRefund). Cancelling a cancelled order again retries the refund of
 * what is still left, e.g. after Razorpay refused the first one. With
 * `unpaid: true` the operator cancels an unpaid order (cancelUnpaidOrder).
 */
export async function adminCancelOrderHandler(
  input: CallableInput<"adminCancelOrder">,
  caller: Caller<string>,
): Promise<CallableOutput<"adminCancelOrder">> {
  const operator = await operatorOf(caller);
  if (input.unpaid) return cancelUnpaidOrder(input, operator);
  const { uid, orderId, requestKey, reason } = input;
  const ref = orderRef(uid, orderId);
  const hold = await readDecideWrite([ref], ([snapshot], batch) => {
    const data = existingOrder(snapshot);
    const decided = decideCancel(fulfilmentViewOf(data));
    if (decided.kind === "refused") refused(decided.message);
    const held = decideHold(data, { requestKey, amount: "rest", reason });
    const update: FirebaseFirestore.UpdateData<FirebaseFirestore.DocumentData> = {};
    if (held.holds) update.refundHolds = held.holds;
    if (decided.kind === "move") {
      update.fulfilment = {
        ...((data.fulfilment as object | undefined) ?? {}),
        stage: "cancelled",
        updatedAt: Timestamp.now(),
      };
      update.history = [
        ...historyOf(data),
        historyEntry("cancelled", OPERATOR_BY, { note: reason || undefined, requestKey }),
      ];
    }
    if (Object.keys(update).length > 0 && snapshot) {
      batch.update(ref, update, unchangedSince(snapshot));
      recordOperator(batch, input, operator);
    }
    return held.hold;
  });
  logger.info("adminCancelOrder", { by: operator.uid, uid, orderId, refund: hold.kind });
  if (hold.kind === "nothing") return { stage: "cancelled" };
  const refund = await issueRefund({ uid, orderId, requestKey, operator, reason }, hold);
  return { stage: "cancelled", refund };
}
