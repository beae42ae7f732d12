import type { Order } from "@shop/domain";

/**
 * What /payment hands My Orders when it navigates there: the stored order it
 * watched turn paid (the server's document, read live), so My Orders can
 * show it at once while its own read of the list is on the way.
 */
export interface PaidOrderState {
  paidOrder: Order;
}

/** The paid order in a navigation's state, if it holds one (history state outlives builds: check it). */
export function paidOrderFromState(state: unknown): Order | undefined {
  if (typeof state !== "object" || state === null || !("paidOrder" in state)) return undefined;
  const order = (state as { paidOrder: unknown }).paidOrder;
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
