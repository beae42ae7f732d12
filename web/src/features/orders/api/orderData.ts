import {
  EMPTY_ADDRESS,
  ORDER_SOURCES,
  isPaise,
  parsePriceText,
  type AddressInfo,
  type Order,
  type OrderClosedReason,
  type OrderDiscount,
  type OrderItem,
  type OrderStatus,
  type VariantKey,
} from "@shop/domain";

// Firestore's shapes, from the SDK or REST alike, stop here: no page sees them.

export type Data = Record<string, unknown>;

export const isData = (value: unknown): value is Data =>
  typeof value === "object" && value !== null;
export const textOf = (value: unknown) => (typeof value === "string" ? value : "");

/** Only the fields that are there: an absent or "" one is left out, never set to undefined. */
export const known = <T extends object>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined && v !== "")) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };

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

/** An address map as stored on an order or a profile; missing fields (an older address's city,
 * state and GSTIN) are blank. */
export function addressFromData(raw: unknown): AddressInfo {
  if (!isData(raw)) return EMPTY_ADDRESS;
  const fields = Object.keys(EMPTY_ADDRESS) as (keyof AddressInfo)[];
  return Object.fromEntries(fields.map((field) => [field, textOf(raw[field])])) as AddressInfo;
}

const CLOSED_REASONS: readonly unknown[] = [
  "superseded",
  "expired",
  "cancelled",
  "returned",
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

/** The code placeOrder applied, copied onto the order (docs/discounts.md). */
function discountOf(raw: unknown): OrderDiscount | undefined {
  if (!isData(raw) || !isPaise(raw.amount) || !textOf(raw.code)) return undefined;
  const kind = raw.kind === "fixed" ? "fixed" : "percent";
  return { code: textOf(raw.code), kind, value: Number(raw.value) || 0, amount: raw.amount };
}

const STATUSES: readonly unknown[] = ["pending", "cod", "paid"] satisfies OrderStatus[];
/** My Orders lists paid orders and those awaiting cash on delivery (docs/cod.md). */
export const MY_ORDERS_STATUSES = ["paid", "cod"] satisfies OrderStatus[];
const METHODS: readonly unknown[] = ["razorpay", "cod"] satisfies Order["paymentMethod"][];

/** Without what happened after payment: checkout needs none of it (./fulfilmentData reads it). */
export function orderFromData(id: string, data: Data): Order | null {
  const { status, amount, codFee, paymentMethod } = data;
  if (!STATUSES.includes(status) || !isPaise(amount)) return null;
  const notes = Array.isArray(data.creditNoteNumbers) ? data.creditNoteNumbers.map(textOf) : [];
  return {
    orderId: textOf(data.orderId) || id,
    userID: textOf(data.userID),
    items: Array.isArray(data.items) ? data.items.flatMap((raw) => itemOf(raw) ?? []) : [],
    amount,
    currency: "INR",
    status: status as OrderStatus,
    createdAt: dateOf(data.createdAt) ?? new Date(0),
    addressInfo: addressFromData(data.addressInfo),
    ...known({
      razorpayOrderId: textOf(data.razorpayOrderId),
      paymentId: textOf(data.paymentId),
      paidAt: dateOf(data.paidAt),
      paymentMethod: METHODS.includes(paymentMethod)
        ? (paymentMethod as Order["paymentMethod"])
        : undefined,
      codFee: isPaise(codFee) ? codFee : undefined,
      discount: discountOf(data.discount),
      source: ORDER_SOURCES.find((source) => source === data.source),
      paymentConfirming: confirmingOf(data.paymentConfirming),
      closed: closedOf(data.closed),
      invoiceNumber: textOf(data.invoiceNumber),
      creditNoteNumbers: notes.length ? notes.filter(Boolean) : undefined,
    }),
  } satisfies Order;
}
