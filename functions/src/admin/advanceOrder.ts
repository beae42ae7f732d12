import { Timestamp } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { OPERATOR_BY, decideAdvance, type CallableInput, type CallableOutput } from "../domain";
import type { Caller } from "../lib/callable";
import { readDecideWrite, unchangedSince } from "../lib/optimistic";
import { orderRef } from "../orders/orderRepository";
import { sendOrderEmailOnce } from "../orderEmails/orderEmails";
import { operatorOf, recordOperator } from "./operator";
import { existingOrder, fulfilmentViewOf, historyEntry, historyOf, refused } from "./orderDocument";

type Input = CallableInput<"adminAdvanceOrder">;

/**
 * adminAdvanceOrder: paid → packed → shipped → delivered, forward only, in one commit that holds
 * only if the order is unchanged (two operators give one step). Shipping e-mails the shopper once.
 */
export async function adminAdvanceOrderHandler(
  input: Input,
  caller: Caller<string>,
): Promise<CallableOutput<"adminAdvanceOrder">> {
  const operator = await operatorOf(caller);
  const adminUid = operator.uid;
  const ref = orderRef(input.uid, input.orderId);
  const decision = await readDecideWrite([ref], ([snapshot], batch) => {
    const data = existingOrder(snapshot);
    const decided = decideAdvance(fulfilmentViewOf(data), input);
    if (decided.kind === "refused") refused(decided.message);
    if (decided.kind === "repeat" || !snapshot) return decided;
    const shipment =
      input.to === "shipped" && input.carrier && input.trackingNumber
        ? { carrier: input.carrier, trackingNumber: input.trackingNumber }
        : undefined;
    const note = shipment ? `${shipment.carrier} ${shipment.trackingNumber}` : undefined;
    const fulfilment = {
      ...((data.fulfilment as object | undefined) ?? {}),
      stage: input.to,
      ...(shipment ? { shipment } : {}),
      updatedAt: Timestamp.now(),
    };
    const history = [
      ...historyOf(data),
      historyEntry(input.to, OPERATOR_BY, { note, requestKey: input.requestKey }),
    ];
    batch.update(ref, { fulfilment, history }, unchangedSince(snapshot));
    recordOperator(batch, input, operator);
    return decided;
  });
  if (decision.kind === "move") {
    logger.info("adminAdvanceOrder moved an order", {
      adminUid,
      uid: input.uid,
      orderId: input.orderId,
      stage: decision.stage,
    });
  }
  // A repeated "shipped" also asks: it finishes an e-mail a crash left unsent.
  if (decision.stage === "shipped") await sendOrderEmailOnce(input.uid, input.orderId, "shipped");
  return { stage: decision.stage };
}
