import type { Paise } from "./money";
import type { Fulfilment, OrderHistoryEntry, OrderRefund } from "./fulfilment";
import type { OrderEmailKey, OrderEmailRecord } from "./orderEmailRules";
import type { RefundHold } from "./fulfilmentRules";
import type { OrderItem } from "./pricing";

/** docs/product.md §4: status only moves forward, pending → paid. */
export type OrderStatus = "pending" | "paid";

export interface AddressInfo {
  name: string;
  phone: string;
  address: string;
  pincode: string;
}

export const EMPTY_ADDRESS: AddressInfo = { name: "", phone: "", address: "", pincode: "" };

/** users/{uid}/Orders/{orderId}, as the shop reads it (timestamps as Dates). */
export interface Order {
  orderId: string;
  userID: string;
  items: OrderItem[];
  amount: Paise;
  currency: "INR";
  status: OrderStatus;
  createdAt: Date;
  addressInfo: AddressInfo;
  razorpayOrderId?: string;
  paymentId?: string;
  paidAt?: Date;
  paymentMethod?: "razorpay";
  paymentStatus?: "captured";
  /**
   * Razorpay authorised a payment not yet captured (or could not be asked): the shopper reads
   * "confirming".
   */
  paymentConfirming?: { paymentId: string; since: Date };
  /** The customer's e-mail when the order was placed (the console searches by it). */
  customerEmail?: string;
  /** After payment (fulfilment.ts): absent until an operator first moves the order. */
  fulfilment?: Fulfilment;
  /** Keyed by Razorpay refund id. */
  refunds?: Record<string, OrderRefund>;
  /** Amounts being asked of Razorpay right now, by the console's request key (fulfilmentRules.ts). */
  refundHolds?: Record<string, RefundHold>;
  /** Appended by the functions: placed, paid, each fulfilment step and refund. */
  history?: OrderHistoryEntry[];
  /** Each shopper e-mail about this order, at most once (orderEmailRules.ts, OrderEmailKey). */
  emails?: Partial<Record<OrderEmailKey, OrderEmailRecord>>;
  /** Set on an unpaid order that may no longer start a payment (it stays `pending`). */
  closed?: OrderClosure;
  /** Where the shopper placed it; one payable order per source (placeOrder). Absent on older orders. */
  source?: OrderSource;
}

/** The cart's Proceed to Payment, or a product card's Buy Now. */
export const ORDER_SOURCES = ["cart", "buyNow"] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/**
 * Why an unpaid order closed. A payment Razorpay captures anyway still marks it paid: money taken
 * is never ignored.
 */
export type OrderClosedReason = "superseded" | "expired" | "cancelled";
export interface OrderClosure {
  reason: OrderClosedReason;
  at: Date;
}

/** An unpaid order nobody paid within this time expires (and leaves the console's default view). */
export const PENDING_ORDER_TTL_MS = 24 * 60 * 60_000;

/**
 * Why an unpaid order may not start a payment (stored closure, or expired by createdAt), else
 * undefined; a paid order never closes.
 */
export function closureOf(
  order: { status: string; createdAt?: Date | undefined; closed?: OrderClosure | undefined },
  now: number,
): OrderClosure | undefined {
  if (order.status !== "pending") return undefined;
  if (order.closed) return order.closed;
  const expiresAt = (order.createdAt?.getTime() ?? now) + PENDING_ORDER_TTL_MS;
  return now >= expiresAt ? { reason: "expired", at: new Date(expiresAt) } : undefined;
}

/** Whether two orders hold the same products, variants, quantities and prices, in any order. */
export function sameLines(
  a: readonly { productId: string; variantKey: string; quantity: number; price: number }[],
  b: readonly { productId: string; variantKey: string; quantity: number; price: number }[],
): boolean {
  const key = (lines: typeof a) =>
    lines
      .map((l) => `${l.productId}|${l.variantKey}|${l.quantity}|${l.price}`)
      .sort()
      .join(",");
  return key(a) === key(b);
}

/**
 * One account may hold this many unpaid orders placed in the last day. A
 * person never needs more; an attacker scripting placeOrder gets no further.
 */
export const MAX_OPEN_ORDERS = 10;
export const OPEN_ORDER_WINDOW_MS = 24 * 60 * 60_000;

export function itemCount(items: readonly { quantity: number }[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
