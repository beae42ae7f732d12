import { isOrderId, type Order } from "@shop/domain";

/** Handed from /payment to My Orders: the card to highlight and, if checkout saw it paid, the order. */
export interface PaidOrderState {
  paidOrderId: string;
  paidOrder?: Order;
}

/** The order just paid, as a navigation's state names it (history state outlives builds: check it). */
export function paidOrderFromState(state: unknown): { orderId?: string; order?: Order } {
  if (typeof state !== "object" || state === null) return {};
  const { paidOrderId, paidOrder } = state as Partial<Record<keyof PaidOrderState, unknown>>;
  const { orderId, status, amount, items, createdAt } = (paidOrder ?? {}) as Partial<
    Record<keyof Order, unknown>
  >;
  const valid =
    typeof orderId === "string" &&
    status === "paid" &&
    typeof amount === "number" &&
    Array.isArray(items) &&
    createdAt instanceof Date;
  const order = valid ? (paidOrder as Order) : undefined;
  const id = isOrderId(paidOrderId) ? paidOrderId : order?.orderId;
  return { ...(id ? { orderId: id } : {}), ...(order ? { order } : {}) };
}
