import { logger } from "firebase-functions";
import { decideAdvance } from "../domain";
import type { CallableHandler } from "../lib/callable";
import { readDecideWrite } from "../lib/optimistic";
import { orderRef } from "../orders/orderRepository";
import { sendOrderEmailOnce } from "../orderEmails/orderEmails";
import { decideOn, fulfilmentAt, operatorOf, recordStep } from "./orderDocument";

/** One commit that holds only if the order is unchanged, so two operators give one step. */
export const adminAdvanceOrderHandler: CallableHandler<"adminAdvanceOrder"> = async (
  input,
  caller,
) => {
  const operator = await operatorOf(caller);
  const { uid, orderId, to, carrier, trackingNumber } = input;
  const decision = await readDecideWrite([orderRef(uid, orderId)], ([snapshot], batch) => {
    const [data, decided] = decideOn(snapshot, (order) => decideAdvance(order, input));
    if (decided.kind === "repeat" || !snapshot) return decided;
    const shipment =
      to === "shipped" && carrier && trackingNumber ? { carrier, trackingNumber } : undefined;
    const fields = { fulfilment: fulfilmentAt(data, to, shipment) };
    const note = shipment && `${carrier} ${trackingNumber}`;
    recordStep(batch, snapshot, input, operator, fields, to, note);
    return decided;
  });
  if (decision.kind === "move") {
    const logged = { adminUid: operator.uid, uid, orderId, stage: decision.stage };
    logger.info("adminAdvanceOrder moved an order", logged);
  }
  // A repeated "shipped" also asks: it finishes an e-mail a crash left unsent.
  if (decision.stage === "shipped") await sendOrderEmailOnce(uid, orderId, "shipped");
  return { stage: decision.stage };
};
