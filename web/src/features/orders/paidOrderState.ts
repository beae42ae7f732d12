import { isOrderId, type Order } from "@shop/domain";

/** Handed from /payment to My Orders: the card to highlight and, if checkout saw it paid, the order. */
export interface PaidOrderState {
  paidOrderId: string;
  paidOrder?: Order;
}

/** The order just paid, as a navigation's state names it (history state outlives builds: check it). */
export function paidOrderFromState(state: unknown): { orderId?: string; order?: Order } {
  if (typeof state !== "object" || state === null) return {};
  const { paidOrderId, paidOrder: order } = state as { paidOrderId?: unknown; paidOrder?: Order };
  const valid =
    typeof order?.orderId === "string" &&
    order.status === "paid" &&
    typeof order.amount === "number" &&
    Array.isArray(order.items) &&
    order.createdAt instanceof Date;
  const id = isOrderId(paidOrderId) ? paidOrderId : valid ? order.orderId : undefined;
  return { ...(id ? { orderId: id } : {}), ...(valid ? { order } : {}) };
}
