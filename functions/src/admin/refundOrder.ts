import type { CallableInput, CallableOutput } from "../domain";
import { operatorOf } from "./operator";
import type { Caller } from "../lib/callable";
import { issueRefund } from "./issueRefund";
import { holdRefund } from "./refundHolds";

/**
 * adminRefundOrder: the amount is held on the order first (refundHolds.ts), so no number of clicks
 * refunds more than is left.
 */
export async function adminRefundOrderHandler(
  input: CallableInput<"adminRefundOrder">,
  caller: Caller<string>,
): Promise<CallableOutput<"adminRefundOrder">> {
  const { uid, orderId, requestKey, amount, reason } = input;
  const operator = await operatorOf(caller);
  const hold = await holdRefund(uid, orderId, { requestKey, amount, reason }, operator);
  // decideHold answers "nothing" only for a refund of "whatever is left".
  if (hold.kind === "nothing") throw new Error("a refund of an amount held nothing");
  return issueRefund({ uid, orderId, requestKey, operator, reason }, hold);
}
