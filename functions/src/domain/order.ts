import type { Paise } from "./money";
import type { Fulfilment, OrderHistoryEntry, OrderRefund, RefundHold } from "./fulfilment";
import type { OrderEmailKey, OrderEmailRecord } from "./orderEmailRules";
import type { OrderDiscount } from "./discounts";
import type { OrderItem } from "./pricing";
import type { Address } from "./schemas";

/** docs/product.md §4: status only moves forward, pending → paid; a COD order is "cod" until
 * its cash is collected (docs/cod.md), then paid with paymentMethod "cod". */
export type OrderStatus = "pending" | "cod" | "paid";

export type AddressInfo = Address;

export const EMPTY_ADDRESS: AddressInfo = {
  name: "",
  phone: "",
  address: "",
  city: "",
  state: "",
  pincode: "",
  gstin: "",
};

/** users/{uid}/Orders/{orderId}, as the shop reads it (timestamps as Dates). */
export interface Order {
  orderId: string;
  userID: string;
  items: OrderItem[];
  /** What is paid for the goods: the lines' total less `discount.amount`. */
  amount: Paise;
  discount?: OrderDiscount;
  currency: "INR";
  status: OrderStatus;
  createdAt: Date;
  addressInfo: AddressInfo;
  razorpayOrderId?: string;
  paymentId?: string;
  paidAt?: Date;
  paymentMethod?: "razorpay" | "cod";
  paymentStatus?: "captured" | "collected";
  /** Set when placed for cash on delivery: what the courier collects on top of `amount`. */
  codFee?: Paise;
  /** Razorpay authorised a payment not yet captured (or could not be asked): "confirming". */
  paymentConfirming?: { paymentId: string; since: Date };
  /** At placing; the console searches by it. */
  customerEmail?: string;
  fulfilment?: Fulfilment;
  refunds?: Record<string, OrderRefund>;
  /** By the console's request key. */
  refundHolds?: Record<string, RefundHold>;
  history?: OrderHistoryEntry[];
  emails?: Partial<Record<OrderEmailKey, OrderEmailRecord>>;
  closed?: OrderClosure;
  /** One payable order per source (placeOrder); absent on older orders. */
  source?: OrderSource;
  /** The stored tax invoice, issued once paid, and a credit note per refund (docs/invoices.md). */
  invoiceNumber?: string;
  creditNoteNumbers?: string[];
}

export const ORDER_SOURCES = ["cart", "buyNow"] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/** A payment Razorpay captures anyway still marks a closed order paid: money taken counts. */
export type OrderClosedReason = "superseded" | "expired" | "cancelled" | "returned";
export type OrderClosure = { reason: OrderClosedReason; at: Date };

/** An unpaid order expires after this (and leaves the console's default view). */
export const PENDING_ORDER_TTL_MS = 24 * 60 * 60_000;

/** Why an unpaid order may not start a payment (closed, or expired), else undefined; a COD
 * order never expires. */
export function closureOf(
  order: { status: string; createdAt?: Date | undefined; closed?: OrderClosure | undefined },
  now: number,
): OrderClosure | undefined {
  if (order.status !== "pending" && order.status !== "cod") return undefined;
  if (order.closed) return order.closed;
  if (order.status === "cod") return undefined;
  const expiresAt = (order.createdAt?.getTime() ?? now) + PENDING_ORDER_TTL_MS;
  return now >= expiresAt ? { reason: "expired", at: new Date(expiresAt) } : undefined;
}

type PricedLine = { productId: string; variantKey: string; quantity: number; price: number };

/** Same products, variants, quantities and prices, in any order. */
export function sameLines(a: readonly PricedLine[], b: readonly PricedLine[]): boolean {
  const key = (lines: readonly PricedLine[]) =>
    lines
      .map((l) => `${l.productId}|${l.variantKey}|${l.quantity}|${l.price}`)
      .sort()
      .join(",");
  return key(a) === key(b);
}

/** Unpaid orders one account may place in a day: a person needs no more, a script gets no further. */
export const MAX_OPEN_ORDERS = 10;
export const OPEN_ORDER_WINDOW_MS = 24 * 60 * 60_000;

export const itemCount = (items: readonly { quantity: number }[]) =>
  items.reduce((sum, item) => sum + item.quantity, 0);

const SUFFIX_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"; // no 0/O, 1/I/L

/** docs/product.md §9's ORD-{year}-{ms}, plus a suffix so one millisecond's orders differ. */
export function newOrderId(now: Date, random: () => number = Math.random): string {
  const pick = () => SUFFIX_ALPHABET[Math.floor(random() * SUFFIX_ALPHABET.length)] ?? "X";
  const suffix = Array.from({ length: 4 }, pick).join("");
  return `ORD-${now.getUTCFullYear()}-${now.getTime()}-${suffix}`;
}

export const ORDER_ID_PATTERN = /^ORD-\d{4}-\d{10,16}-[2-9A-Z]{4}$/;

export const isOrderId = (value: unknown): value is string =>
  typeof value === "string" && ORDER_ID_PATTERN.test(value);

/** "3456-K7QZ": the spec's "first 8 characters" would always read ORD-2026. */
export function shortOrderId(orderId: string): string {
  const match = /-(\d+)-([2-9A-Z]+)$/.exec(orderId);
  if (!match) return orderId.slice(-9);
  return `${(match[1] ?? "").slice(-4)}-${match[2] ?? ""}`;
}

/** Operators type "2446-ac8q", "#2446AC8Q" or "2446 AC8Q"; all read as the stored "2446-AC8Q". */
export function shortIdFromSearch(text: string): string | undefined {
  const match = /^(\d{4})([2-9A-Z]{4})$/.exec(text.replace(/[\s#-]/g, "").toUpperCase());
  return match ? `${match[1]}-${match[2]}` : undefined;
}
