import {
  EMPTY_ADDRESS,
  FULFILMENT_STAGES,
  isPaise,
  ORDER_HISTORY_LABELS,
  parsePriceText,
  type AddressInfo,
  type Fulfilment,
  type FulfilmentStage,
  type Order,
  type OrderClosedReason,
  type OrderHistoryEntry,
  type OrderHistoryKind,
  type OrderItem,
  type OrderRefund,
  type RefundState,
  type VariantKey,
} from "@shop/domain";

// Firestore's shapes, from the SDK or REST alike, stop here: no page sees them.

export type Data = Record<string, unknown>;

export const isData = (value: unknown): value is Data =>
  typeof value === "object" && value !== null;
export const textOf = (value: unknown) => (typeof value === "string" ? value : "");

/** A Firestore Timestamp (the SDK) or a Date (the REST reader) as a Date. */
export function dateOf(value: unknown): Date | undefined {
  if (value instanceof Date) return value;
  const toDate = isData(value) ? value.toDate : undefined;
  return typeof toDate === "function" ? (toDate as () => Date).call(value) : undefined;
}

function itemOf(raw: unknown): OrderItem | null {
  if (!isData(raw)) return null;
  // Unit prices are paise; older orders kept the spec's text form ('Rs 1234').
  const price = isPaise(raw.price)
    ? raw.price
    : typeof raw.price === "string"
      ? parsePriceText(raw.price)
      : null;
  const quantity = Number(raw.quantity);
  if (price === null || !Number.isInteger(quantity) || quantity < 1) return null;
  return {
    productId: textOf(raw.productId),
    productName: textOf(raw.productName),
    variantKey: textOf(raw.variantKey) as VariantKey,
    variantName: textOf(raw.variantName),
    price,
    quantity,
    lineTotal: isPaise(raw.lineTotal) ? raw.lineTotal : price * quantity,
    image: textOf(raw.image),
  };
}

/** An address map as stored on an order or a profile; missing fields are blank. */
export function addressFromData(raw: unknown): AddressInfo {
  if (!isData(raw)) return EMPTY_ADDRESS;
  const { name, phone, address, pincode } = raw;
  return {
    name: textOf(name),
    phone: textOf(phone),
    address: textOf(address),
    pincode: textOf(pincode),
  };
}

const CLOSED_REASONS: readonly unknown[] = [
  "superseded",
  "expired",
  "cancelled",
] satisfies OrderClosedReason[];

/** Razorpay authorised it but the server has not seen it captured yet (docs/checkout.md). */
function confirmingOf(raw: unknown): Order["paymentConfirming"] {
  const paymentId = isData(raw) ? textOf(raw.paymentId) : "";
  if (!isData(raw) || !paymentId) return undefined;
  return { paymentId, since: dateOf(raw.since) ?? new Date(0) };
}

/** Why the unpaid order was closed (placeOrder, the console); absent while it is open. */
function closedOf(raw: unknown): Order["closed"] {
  if (!isData(raw) || !CLOSED_REASONS.includes(raw.reason)) return undefined;
  return { reason: raw.reason as OrderClosedReason, at: dateOf(raw.at) ?? new Date(0) };
}

export type OrderReader<O = Order> = (id: string, data: Data) => O | null;

/** Without what happened after payment: checkout needs none of it (orderWithFulfilmentFromData). */
export function orderFromData(id: string, data: Data): Order | null {
  const { status, amount } = data;
  if ((status !== "pending" && status !== "paid") || !isPaise(amount)) return null;
  const paidAt = dateOf(data.paidAt);
  const paymentId = textOf(data.paymentId);
  const razorpayOrderId = textOf(data.razorpayOrderId);
  const paymentConfirming = confirmingOf(data.paymentConfirming);
  const closed = closedOf(data.closed);
  return {
    orderId: textOf(data.orderId) || id,
    userID: textOf(data.userID),
    items: Array.isArray(data.items) ? data.items.flatMap((raw) => itemOf(raw) ?? []) : [],
    amount,
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

// Written by several functions over time: a malformed part is left out, not the whole order.

const STAGES: readonly unknown[] = FULFILMENT_STAGES;
const REFUND_STATES: readonly unknown[] = [
  "pending",
  "processed",
  "failed",
] satisfies RefundState[];
const HISTORY_KINDS: readonly unknown[] = Object.keys(ORDER_HISTORY_LABELS);

function fulfilmentOf(raw: unknown): Fulfilment | undefined {
  if (!isData(raw) || !STAGES.includes(raw.stage)) return undefined;
  const shipment = isData(raw.shipment) ? raw.shipment : {};
  const carrier = textOf(shipment.carrier);
  const trackingNumber = textOf(shipment.trackingNumber);
  return {
    stage: raw.stage as FulfilmentStage,
    ...(carrier || trackingNumber ? { shipment: { carrier, trackingNumber } } : {}),
    updatedAt: dateOf(raw.updatedAt) ?? new Date(0),
  };
}

function refundOf(refundId: string, raw: unknown): OrderRefund | undefined {
  if (!isData(raw) || !isPaise(raw.amount) || !REFUND_STATES.includes(raw.state)) return undefined;
  const settledAt = dateOf(raw.settledAt);
  const reason = textOf(raw.reason);
  return {
    refundId: textOf(raw.refundId) || refundId,
    amount: raw.amount,
    state: raw.state as RefundState,
    requestedBy: textOf(raw.requestedBy),
    requestedAt: dateOf(raw.requestedAt) ?? new Date(0),
    ...(settledAt ? { settledAt } : {}),
    ...(reason ? { reason } : {}),
  };
}

function historyEntryOf(raw: unknown): OrderHistoryEntry | undefined {
  const at = isData(raw) ? dateOf(raw.at) : undefined;
  if (!isData(raw) || !HISTORY_KINDS.includes(raw.kind) || !at) return undefined;
  const note = textOf(raw.note);
  const requestKey = textOf(raw.requestKey);
  return {
    kind: raw.kind as OrderHistoryKind,
    at,
    by: textOf(raw.by),
    ...(note ? { note } : {}),
    ...(requestKey ? { requestKey } : {}),
  };
}

/** A stored order with its fulfilment, refunds, history and customer's e-mail, where stored (an OrderReader). */
export function orderWithFulfilmentFromData(id: string, data: Data): Order | null {
  const order = orderFromData(id, data);
  if (!order) return null;
  const fulfilment = fulfilmentOf(data.fulfilment);
  const refunds = Object.entries(isData(data.refunds) ? data.refunds : {}).flatMap(([key, raw]) => {
    const refund = refundOf(key, raw);
    return refund ? [[key, refund] as const] : [];
  });
  const history = Array.isArray(data.history)
    ? data.history.flatMap((raw) => historyEntryOf(raw) ?? [])
    : [];
  const customerEmail = textOf(data.customerEmail);
  return {
    ...order,
    ...(customerEmail ? { customerEmail } : {}),
    ...(fulfilment ? { fulfilment } : {}),
    ...(refunds.length > 0 ? { refunds: Object.fromEntries(refunds) } : {}),
    ...(history.length > 0 ? { history } : {}),
  };
}
