import type { Order } from "@shop/domain";
import { orderWithFulfilmentFromData } from "../../orders";

/**
 * A stored order as the console reads it, over REST or the SDK alike: the
 * orders feature's reader (with what happened after payment: fulfilment,
 * refunds, history), plus its owner and the e-mail placeOrder kept for the
 * console's search (docs/admin-console.md).
 */
export interface AdminOrder extends Order {
  /** The owner's uid: the order lives at users/{uid}/Orders/{orderId}. */
  uid: string;
}

/** users/{uid}/Orders/{id} as an AdminOrder; null when the document is not an order. */
export function adminOrderFromData(
  uid: string,
  id: string,
  data: Record<string, unknown>,
): AdminOrder | null {
  const order = orderWithFulfilmentFromData(id, data);
  if (!order) return null;
  const { customerEmail } = data;
  return {
    ...order,
    uid,
    history: order.history ?? [],
    ...(typeof customerEmail === "string" && customerEmail ? { customerEmail } : {}),
  };
}
