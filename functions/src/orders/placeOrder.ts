import type { CallableRequest } from "firebase-functions/v2/https";
import { newOrderId, placeOrderInputSchema, priceOrder } from "../domain";
import { answer, parseInput, requireUser } from "../lib/callable";
import { createPendingOrder } from "./orderRepository";

export interface PlaceOrderResult {
  orderId: string;
  amount: number;
}

const ALREADY_EXISTS = 6; // gRPC status code of a create() on an existing document
const ID_ATTEMPTS = 3;

/**
 * The server's price authority: the client names products, variants and
 * quantities; names, prices and the total come from the catalog. Nothing is
 * written unless the whole order is valid.
 */
export async function placeOrderHandler(
  request: CallableRequest<unknown>,
): Promise<PlaceOrderResult> {
  return answer("placeOrder", "Failed to create order. Please try again.", async () => {
    const uid = requireUser(request, "Please login to place an order.");
    const { items } = parseInput(placeOrderInputSchema, request.data);
    const priced = priceOrder(items);
    for (let attempt = 1; ; attempt += 1) {
      const orderId = newOrderId(new Date());
      try {
        await createPendingOrder(uid, orderId, priced);
        return { orderId, amount: priced.amount };
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (code !== ALREADY_EXISTS || attempt >= ID_ATTEMPTS) throw error;
      }
    }
  });
}
