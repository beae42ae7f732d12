import type { Paise } from "./money";

/*
 * After payment (docs/admin.md): `status` keeps the spec's pending → paid; fulfilment and refunds
 * are fields of their own, written by the functions.
 */

/** A paid order's way to the shopper: forward only, each step recorded with who and when. */
export const FULFILMENT_STAGES = ["paid", "packed", "shipped", "delivered", "cancelled"] as const;
export type FulfilmentStage = (typeof FULFILMENT_STAGES)[number];

/** The stages an operator may move an order to from each stage. */
const NEXT_STAGES: Readonly<Record<FulfilmentStage, readonly FulfilmentStage[]>> = {
  paid: ["packed", "cancelled"],
  packed: ["shipped", "cancelled"],
  shipped: ["delivered"],
  delivered: [],
  cancelled: [],
};

export function nextStages(stage: FulfilmentStage): readonly FulfilmentStage[] {
  return NEXT_STAGES[stage];
}

export function canMoveTo(from: FulfilmentStage, to: FulfilmentStage): boolean {
  return NEXT_STAGES[from].includes(to);
}

/** What the shopper reads for each stage (My Orders, the order page, the console). */
export const STAGE_LABELS: Readonly<Record<FulfilmentStage, string>> = {
  paid: "Paid",
  packed: "Packed",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

export interface Shipment {
  carrier: string;
  trackingNumber: string;
}

/** Order.fulfilment; absent on a paid order nobody has touched yet (stage "paid"). */
export interface Fulfilment {
  stage: FulfilmentStage;
  /** Set when the order is shipped. */
  shipment?: Shipment;
  updatedAt: Date;
}

/** Razorpay's refund states, as its refund.processed / refund.failed webhooks report them. */
export type RefundState = "pending" | "processed" | "failed";

/** Order.refunds[razorpayRefundId]. */
export interface OrderRefund {
  refundId: string;
  amount: Paise;
  state: RefundState;
  /** OPERATOR_BY for the console ("system" when only Razorpay's webhook told of it); older orders: a uid. */
  requestedBy: string;
  requestedAt: Date;
  settledAt?: Date;
  reason?: string;
  /** The console's request key that made it (absent for a refund made elsewhere). */
  requestKey?: string;
}

/**
 * Who the shopper-readable order says made an operator's change: never the
 * operator's uid or name, which only admins read (orderOperatorsPath).
 */
export const OPERATOR_BY = "shop";

export type OrderHistoryKind =
  | "placed"
  | "paid"
  | "packed"
  | "shipped"
  | "delivered"
  | "cancelled"
  | "refund-requested"
  | "refund-processed"
  | "refund-failed";

/** What the order page's history calls each step (the console shortens "placed"). */
export const ORDER_HISTORY_LABELS: Readonly<Record<OrderHistoryKind, string>> = {
  placed: "Order placed",
  paid: "Paid",
  packed: "Packed",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
  "refund-requested": "Refund requested",
  "refund-processed": "Refund processed",
  "refund-failed": "Refund failed",
};

/** Order.history[]: appended by the functions, never rewritten. */
export interface OrderHistoryEntry {
  kind: OrderHistoryKind;
  at: Date;
  /**
   * OPERATOR_BY for a console action (who: orderOperatorsPath, by requestKey),
   * or "system" (checkout, webhook, reconciler); older orders hold a uid here.
   */
  by: string;
  /** e.g. "Delhivery 1234567890" for shipped, "₹500.00" for a refund. */
  note?: string;
  /** The console's request key, so a repeated click adds no second entry. */
  requestKey?: string;
  /** Refund entries: the Razorpay refund they are about. */
  refundId?: string;
}

/** A refund state moves once, pending → processed or failed; a settled state never changes. */
export function nextRefundState(
  current: RefundState | undefined,
  reported: RefundState,
): RefundState {
  return current === "processed" || current === "failed" ? current : reported;
}

/** The stage of an order as it stands (a paid order with no fulfilment field is "paid"). */
export function stageOf(order: { status: string; fulfilment?: { stage: FulfilmentStage } }) {
  return order.fulfilment?.stage ?? (order.status === "paid" ? "paid" : undefined);
}

/**
 * What may still be refunded on a captured amount: processed and pending
 * refunds count (Razorpay counts a pending one too), failed ones do not.
 */
export function refundableAmount(
  captured: Paise,
  refunds: Readonly<Record<string, Pick<OrderRefund, "amount" | "state">>> = {},
): Paise {
  const held = Object.values(refunds)
    .filter((refund) => refund.state !== "failed")
    .reduce((sum, refund) => sum + refund.amount, 0);
  return Math.max(0, captured - held);
}

/** The total Razorpay has actually given back (processed refunds only). */
export function refundedAmount(
  refunds: Readonly<Record<string, Pick<OrderRefund, "amount" | "state">>> = {},
): Paise {
  return Object.values(refunds)
    .filter((refund) => refund.state === "processed")
    .reduce((sum, refund) => sum + refund.amount, 0);
}
