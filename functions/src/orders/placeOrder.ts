import { logger } from "firebase-functions";
import { newOrderId, priceOrder, type PlaceOrderInput, type PlacedOrder } from "../domain";
import type { Caller } from "../lib/callable";
import { placePendingOrderOnce } from "./orderRepository";

/** The catalog prices the lines; a request key's retry answers its first order. */
export async function placeOrderHandler(
  { items, requestId, source }: PlaceOrderInput,
  { uid, request }: Caller<string>,
): Promise<PlacedOrder> {
  const priced = priceOrder(items);
  const email = request.auth?.token.email?.trim().toLowerCase() || undefined;
  const placed = await placePendingOrderOnce(uid, requestId, { ...priced, source }, email, () =>
    newOrderId(new Date()),
  );
  if (placed.repeated) logger.info("placeOrder repeated", { uid, orderId: placed.orderId });
  if (placed.reused) logger.info("placeOrder reused", { uid, orderId: placed.orderId });
  return { orderId: placed.orderId, amount: placed.amount };
}
