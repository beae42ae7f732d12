import { isOrderId, type Order } from "@shop/domain";

/**
 * Handed from /payment to My Orders: the just-paid order's card is highlighted and, when checkout
 * saw it paid, shown at once while My Orders' own read is on the way.
 */
export interface PaidOrderState {
  paidOrderId: string;
  paidOrder?: Order;
}

/** The handed-over order (history state outlives builds: check it). */
function orderOf(order: unknown): Order | undefined {
  if (typeof order !== "object" || order === null) return undefined;
  const { orderId, status, amount, items, createdAt } = order as Partial<
    Record<keyof Order, unknown>
  >;
  const valid =
    typeof orderId === "string" &&
    status === "paid" &&
    typeof amount === "number" &&
    Array.isArray(items) &&
    createdAt instanceof Date;
  return valid ? (order as Order) : undefined;
}

/** The order just paid, as a navigation's state names it, if it does. */
export function paidOrderFromState(state: unknown): { orderId?: string; order?: Order } {
  if (typeof state !== "object" || state === null) return {};
  const { paidOrderId, paidOrder } = state as Partial<Record<keyof PaidOrderState, unknown>>;
  const order = orderOf(paidOrder);
  const orderId = isOrderId(paidOrderId) ? paidOrderId : order?.orderId;
  return { ...(orderId ? { orderId } : {}), ...(order ? { order } : {}) };
}
