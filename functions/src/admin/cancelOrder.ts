import { logger } from "firebase-functions";
import { decideCancel, type CallableInput, type CallableOutput } from "../domain";
import type { Caller } from "../lib/callable";
import { readDecideWrite, unchangedSince } from "../lib/optimistic";
import { orderRef } from "../orders/orderRepository";
import { cancelUnpaidOrder } from "./cancelUnpaidOrder";
import { issueRefund } from "./refundOrder";
import {
  existingOrder,
  fulfilmentAt,
  fulfilmentViewOf,
  operatorOf,
  recordOperator,
  recordStep,
  refused,
} from "./orderDocument";
import { decideHold } from "./refundHolds";

/**
 * Holds what is left to refund in the commit that cancels a paid, unshipped order, then refunds
 * it; cancelling again retries that refund. `unpaid: true`: cancelUnpaidOrder.
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
    const holds = held.holds ? { refundHolds: held.holds } : {};
    if (decided.kind === "move" && snapshot) {
      const fields = { ...holds, fulfilment: fulfilmentAt(data, "cancelled") };
      recordStep(batch, snapshot, input, operator, fields, "cancelled", reason);
    } else if (held.holds && snapshot) {
      batch.update(ref, holds, unchangedSince(snapshot));
      recordOperator(batch, input, operator);
    }
    return held.hold;
  });
  logger.info("adminCancelOrder", { by: operator.uid, uid, orderId, refund: hold.kind });
  if (hold.kind === "nothing") return { stage: "cancelled" };
  const refund = await issueRefund({ uid, orderId, requestKey, operator, reason }, hold);
  return { stage: "cancelled", refund };
}
