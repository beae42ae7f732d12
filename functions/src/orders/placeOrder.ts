import { logger } from "firebase-functions";
import { HttpsError } from "firebase-functions/v2/https";
import {
  TOO_MANY_ATTEMPTS,
  newOrderId,
  priceOrder,
  type PlaceOrderInput,
  type PlacedOrder,
} from "../domain";
import type { Caller } from "../lib/callable";
import { withinShopCeiling } from "../lib/shopCeilings";
import { placePendingOrderOnce } from "./orderRepository";

/**
 * The server's price authority: the client names products, variants and
 * quantities; names, prices and the total come from the catalog. Nothing is
 * written unless the whole order is valid. The client's request key makes a
 * retry (a timeout, a double tap) answer the order the first call made.
 * A second Proceed from an unchanged cart answers the same order; from a
 * changed one, it supersedes the older (orderRepository: one payable order
 * per source). The account's e-mail is kept on the order, lower-cased, for the operator
 * console's search (docs/admin.md).
 */
export async function placeOrderHandler(
  { items, requestId, source }: PlaceOrderInput,
  { uid, request }: Caller<string>,
): Promise<PlacedOrder> {
  const priced = priceOrder(items);
  // Counted per call (a repeat too): the ceiling bounds unpaid orders across all accounts.
  if (!(await withinShopCeiling("unpaidOrders"))) {
    throw new HttpsError("resource-exhausted", TOO_MANY_ATTEMPTS);
  }
  const email = request.auth?.token.email?.trim().toLowerCase() || undefined;
  const placed = await placePendingOrderOnce(uid, requestId, { ...priced, source }, email, () =>
    newOrderId(new Date()),
  );
  if (placed.repeated) logger.info("placeOrder repeated", { uid, orderId: placed.orderId });
  if (placed.reused) logger.info("placeOrder reused", { uid, orderId: placed.orderId });
  return { orderId: placed.orderId, amount: placed.amount };
}
