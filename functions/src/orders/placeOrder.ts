import type { CallableRequest } from "firebase-functions/v2/https";
import { logger } from "firebase-functions";
import { newOrderId, placeOrderInputSchema, priceOrder } from "../domain";
import { answer, parseInput, requireUser } from "../lib/callable";
import { placePendingOrderOnce } from "./orderRepository";

export interface PlaceOrderResult {
  orderId: string;
  amount: number;
}

/**
 * The server's price authority: the client names products, variants and
 * quantities; names, prices and the total come from the catalog. Nothing is
 * written unless the whole order is valid. The client's request key makes a
 * retry (a timeout, a double tap) answer the order the first call made.
 */
export async function placeOrderHandler(
  request: CallableRequest<unknown>,
): Promise<PlaceOrderResult> {
  return answer("placeOrder", "Failed to create order. Please try again.", async () => {
    const uid = requireUser(request, "Please login to place an order.");
    const { items, requestId } = parseInput(placeOrderInputSchema, request.data);
    const priced = priceOrder(items);
    const placed = await placePendingOrderOnce(uid, requestId, priced, () =>
      newOrderId(new Date()),
    );
    if (placed.repeated) logger.info("placeOrder repeated", { uid, orderId: placed.orderId });
    return { orderId: placed.orderId, amount: placed.amount };
  });
}
