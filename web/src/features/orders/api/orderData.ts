import {
  EMPTY_ADDRESS,
  isPaise,
  parsePriceText,
  type AddressInfo,
  type Order,
  type OrderClosedReason,
  type OrderClosure,
  type OrderItem,
  type VariantKey,
} from "@shop/domain";

/** Firestore's shapes, from the SDK or REST alike, stop here: no page sees them. */

type Data = Record<string, unknown>;

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** A Firestore Timestamp (the SDK) or a Date (the REST reader) as a Date. */
export function dateOf(value: unknown): Date | undefined {
  if (value instanceof Date) return value;
  if (typeof value === "object" && value !== null && "toDate" in value) {
    const toDate = (value as { toDate: unknown }).toDate;
    if (typeof toDate === "function") return (toDate as () => Date).call(value);
  }
  return undefined;
}

/** Unit prices are paise; older orders kept the spec's text form ('Rs 1234'). */
function paiseOf(value: unknown): number | null {
  if (isPaise(value)) return value;
  return typeof value === "string" ? parsePriceText(value) : null;
}

function itemOf(raw: unknown): OrderItem | null {
  if (typeof raw !== "object" || raw === null) return null;
  const item = raw as Data;
  const price = paiseOf(item.price);
  const quantity = Number(item.quantity);
  if (price === null || !Number.isInteger(quantity) || quantity < 1) return null;
  const lineTotal = isPaise(item.lineTotal) ? item.lineTotal : price * quantity;
  return {
    productId: text(item.productId),
    productName: text(item.productName),
    variantKey: text(item.variantKey) as VariantKey,
    variantName: text(item.variantName),
    price,
    quantity,
    lineTotal,
    image: text(item.image),
  };
}

/** An address map as stored on an order or a profile; missing fields are blank. */
export function addressFromData(raw: unknown): AddressInfo {
  if (typeof raw !== "object" || raw === null) return EMPTY_ADDRESS;
  const address = raw as Data;
  return {
    name: text(address.name),
    phone: text(address.phone),
    address: text(address.address),
    pincode: text(address.pincode),
  };
}

/** Razorpay authorised it but the server has not seen it captured yet (docs/checkout.md). */
function confirmingOf(raw: unknown): Order["paymentConfirming"] {
  if (typeof raw !== "object" || raw === null) return undefined;
  const confirming = raw as Data;
  const paymentId = text(confirming.paymentId);
  if (!paymentId) return undefined;
  return { paymentId, since: dateOf(confirming.since) ?? new Date(0) };
}

const CLOSED_REASONS = new Set<string>(["superseded", "expired", "cancelled"]);

/** Why the unpaid order was closed (placeOrder, the console); null or absent while it is open. */
function closedOf(raw: unknown): OrderClosure | undefined {
  if (typeof raw !== "object" || raw === null) return undefined;
  const { reason, at } = raw as Data;
  if (typeof reason !== "string" || !CLOSED_REASONS.has(reason)) return undefined;
  return { reason: reason as OrderClosedReason, at: dateOf(at) ?? new Date(0) };
}

/** How a stored order is read: ./orderData's or ./fulfilmentData's reader. */
export type OrderReader = (id: string, data: Data) => Order | null;

/** Without what happened after payment: checkout needs none of it (./fulfilmentData reads it). */
export function orderFromData(id: string, data: Data): Order | null {
  const status = data.status;
  if ((status !== "pending" && status !== "paid") || !isPaise(data.amount)) return null;
  const items = Array.isArray(data.items) ? data.items.flatMap((raw) => itemOf(raw) ?? []) : [];
  const paidAt = dateOf(data.paidAt);
  const paymentId = text(data.paymentId);
  const razorpayOrderId = text(data.razorpayOrderId);
  const paymentConfirming = confirmingOf(data.paymentConfirming);
  const closed = closedOf(data.closed);
  return {
    orderId: text(data.orderId) || id,
    userID: text(data.userID),
    items,
    amount: data.amount,
    currency: "INR",
    status,
    createdAt: dateOf(data.createdAt) ?? new Date(0),
    addressInfo: addressFromData(data.addressInfo),
    ...(razorpayOrderId ? { razorpayOrderId } : {}),
    ...(paymentId ? { paymentId } : {}),
    ...(paidAt ? { paidAt } : {}),
    ...(paymentConfirming ? { paymentConfirming } : {}),
    ...(closed ? { closed } : {}),
  } satisfies Order;
}
