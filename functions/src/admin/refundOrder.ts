import type { CallableInput, CallableOutput } from "../domain";
import { operatorOf } from "./operator";
import type { Caller } from "../lib/callable";
import { issueRefund } from "./issueRefund";
import { holdRefund } from "./refundHolds";

/**
 * adminRefundOrder: a full or partial refund of a paid order. The amount is
 * reserved on the order first (refundHolds.ts), then asked of Razorpay;
 * never more than is left to refund, however many clicks run at once.
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
