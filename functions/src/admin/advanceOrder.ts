import { logger } from "firebase-functions";
import { decideAdvance, type CallableInput, type CallableOutput, type Order } from "../domain";
import type { Caller } from "../lib/callable";
import { datesOf } from "../lib/firestore";
import { readDecideWrite } from "../lib/optimistic";
import { orderRef } from "../orders/orderRepository";
import { sendOrderEmailOnce } from "../orderEmails/orderEmails";
import { existingOrder, fulfilmentAt, operatorOf, recordStep, refused } from "./orderDocument";

/** One commit that holds only if the order is unchanged, so two operators give one step. */
export async function adminAdvanceOrderHandler(
  input: CallableInput<"adminAdvanceOrder">,
  caller: Caller<string>,
): Promise<CallableOutput<"adminAdvanceOrder">> {
  const operator = await operatorOf(caller);
  const ref = orderRef(input.uid, input.orderId);
  const decision = await readDecideWrite([ref], ([snapshot], batch) => {
    const data = existingOrder(snapshot);
    const decided = decideAdvance(datesOf<Order>(data), input);
    if (decided.kind === "refused") refused(decided.message);
    if (decided.kind === "repeat" || !snapshot) return decided;
    const { carrier, trackingNumber } = input;
    const shipment =
      input.to === "shipped" && carrier && trackingNumber ? { carrier, trackingNumber } : undefined;
    const fulfilment = fulfilmentAt(data, input.to, shipment);
    const note = shipment ? `${carrier} ${trackingNumber}` : undefined;
    recordStep(batch, snapshot, input, operator, { fulfilment }, input.to, note);
    return decided;
  });
  if (decision.kind === "move") {
    const { uid, orderId } = input;
    const logged = { adminUid: operator.uid, uid, orderId, stage: decision.stage };
    logger.info("adminAdvanceOrder moved an order", logged);
  }
  // A repeated "shipped" also asks: it finishes an e-mail a crash left unsent.
  if (decision.stage === "shipped") await sendOrderEmailOnce(input.uid, input.orderId, "shipped");
  return { stage: decision.stage };
}
