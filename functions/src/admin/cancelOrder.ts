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
 * adminCancelOrder: holds what is left to refund in the commit that cancels a paid, unshipped
 * order, then refunds it; cancelling again retries that refund. `unpaid: true`: cancelUnpaidOrder.
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
