import { isOrderId, type Order } from "@shop/domain";

/**
 * What /payment hands My Orders when it navigates there: the id of the order
 * just paid (its card is highlighted) and, when checkout watched it turn
 * paid, the stored order itself (the server's document, read live), so My
 * Orders can show it at once while its own read of the list is on the way.
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
