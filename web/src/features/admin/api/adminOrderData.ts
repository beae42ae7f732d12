import type { Order, OrderClosedReason } from "@shop/domain";
import { orderWithFulfilmentFromData } from "../../orders";
import { dateOf } from "./adminFirestore";

/**
 * The orders feature's Order plus its owner and the e-mail placeOrder kept for the console's
 * search (docs/admin-console.md).
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
  const closed = closedOf(data.closed);
  return {
    ...order,
    uid,
    history: order.history ?? [],
    ...(typeof customerEmail === "string" && customerEmail ? { customerEmail } : {}),
    ...(closed ? { closed } : {}),
  };
}

const CLOSED_REASONS: readonly unknown[] = [
  "superseded",
  "expired",
  "cancelled",
] satisfies OrderClosedReason[];

/** Why an unpaid order may no longer be paid (Order.closed), when it says so. */
function closedOf(raw: unknown): Order["closed"] {
  if (typeof raw !== "object" || raw === null) return undefined;
  const { reason, at } = raw as Record<string, unknown>;
  if (!CLOSED_REASONS.includes(reason)) return undefined;
  return { reason: reason as OrderClosedReason, at: dateOf(at) ?? new Date(0) };
}
