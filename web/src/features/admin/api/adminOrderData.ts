import {
  FULFILMENT_STAGES,
  isPaise,
  type FulfilmentStage,
  type Order,
  type OrderHistoryEntry,
  type OrderItem,
  type OrderRefund,
  type RefundState,
  type VariantKey,
} from "@shop/domain";
import { dateOf, textOf } from "./adminFirestore";

/**
 * A stored order as the console reads it, over REST or the SDK alike: its
 * owner, the shopper's fields and those the functions add after payment
 * (docs/admin-console.md): fulfilment, refunds, history. Read here rather than
 * through features/orders' reader, so that the shopper's order chunk is not
 * split for the console's sake (npm run budget); orders the functions wrote,
 * with unit prices in paise, are all it needs to read.
 */
export interface AdminOrder extends Order {
  /** The owner's uid: the order lives at users/{uid}/Orders/{orderId}. */
  uid: string;
}

type Data = Record<string, unknown>;
const isData = (value: unknown): value is Data => typeof value === "object" && value !== null;

function fulfilmentOf(raw: unknown): Order["fulfilment"] {
  if (!isData(raw) || !FULFILMENT_STAGES.includes(raw.stage as FulfilmentStage)) return undefined;
  const shipment = isData(raw.shipment)
    ? { carrier: textOf(raw.shipment.carrier), trackingNumber: textOf(raw.shipment.trackingNumber) }
    : undefined;
  return {
    stage: raw.stage as FulfilmentStage,
    updatedAt: dateOf(raw.updatedAt) ?? new Date(0),
    ...(shipment ? { shipment } : {}),
  };
}

const REFUND_STATES: readonly RefundState[] = ["pending", "processed", "failed"];

function refundsOf(raw: unknown): Record<string, OrderRefund> | undefined {
  if (!isData(raw)) return undefined;
  const refunds: Record<string, OrderRefund> = {};
  for (const [id, value] of Object.entries(raw)) {
    if (!isData(value) || typeof value.amount !== "number") continue;
    const state = REFUND_STATES.includes(value.state as RefundState)
      ? (value.state as RefundState)
      : "pending";
    const settledAt = dateOf(value.settledAt);
    refunds[id] = {
      refundId: textOf(value.refundId) || id,
      amount: value.amount,
      state,
      requestedBy: textOf(value.requestedBy),
      requestedAt: dateOf(value.requestedAt) ?? new Date(0),
      ...(settledAt ? { settledAt } : {}),
      ...(textOf(value.reason) ? { reason: textOf(value.reason) } : {}),
    };
  }
  return refunds;
}

function historyOf(raw: unknown): OrderHistoryEntry[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry: unknown) => {
    if (!isData(entry) || !textOf(entry.kind)) return [];
    const note = textOf(entry.note);
    return [
      {
        kind: entry.kind as OrderHistoryEntry["kind"],
        at: dateOf(entry.at) ?? new Date(0),
        by: textOf(entry.by),
        ...(note ? { note } : {}),
      },
    ];
  });
}

function itemOf(raw: unknown): OrderItem[] {
  if (!isData(raw) || !isPaise(raw.price) || !isPaise(raw.lineTotal)) return [];
  const quantity = Number(raw.quantity);
  return [
    {
      productId: textOf(raw.productId),
      productName: textOf(raw.productName),
      variantKey: textOf(raw.variantKey) as VariantKey,
      variantName: textOf(raw.variantName),
      price: raw.price,
      quantity,
      lineTotal: raw.lineTotal,
      image: textOf(raw.image),
    },
  ];
}

function addressOf(raw: unknown): Order["addressInfo"] {
  const address = isData(raw) ? raw : {};
  return {
    name: textOf(address.name),
    phone: textOf(address.phone),
    address: textOf(address.address),
    pincode: textOf(address.pincode),
  };
}

/** users/{uid}/Orders/{id} as an AdminOrder; null when the document is not an order. */
export function adminOrderFromData(uid: string, id: string, data: Data): AdminOrder | null {
  const { status, amount } = data;
  if ((status !== "pending" && status !== "paid") || !isPaise(amount)) return null;
  const fulfilment = fulfilmentOf(data.fulfilment);
  const refunds = refundsOf(data.refunds);
  const customerEmail = textOf(data.customerEmail);
  const paidAt = dateOf(data.paidAt);
  const optional = {
    razorpayOrderId: textOf(data.razorpayOrderId),
    paymentId: textOf(data.paymentId),
    customerEmail,
  };
  return {
    orderId: textOf(data.orderId) || id,
    userID: textOf(data.userID),
    uid,
    items: Array.isArray(data.items) ? data.items.flatMap(itemOf) : [],
    amount,
    currency: "INR",
    status,
    createdAt: dateOf(data.createdAt) ?? new Date(0),
    addressInfo: addressOf(data.addressInfo),
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== "")),
    ...(paidAt ? { paidAt } : {}),
    history: historyOf(data.history),
    ...(fulfilment ? { fulfilment } : {}),
    ...(refunds ? { refunds } : {}),
  };
}
