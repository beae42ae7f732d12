import type { Paise } from "./money";
import { LOGIN_TO_PROCEED } from "./signInText";

// A paid order's `status` stays "paid"; fulfilment and refunds are fields of their own.

/** The operator console's texts (docs/admin.md); the spec has none for admins. */
export const ADMIN_MESSAGES = {
  notAdmin: "Only the shop's administrators can do this.",
  signIn: LOGIN_TO_PROCEED,
  orderNotFound: "That order was not found.",
  notPaid: "Only a paid order can be fulfilled or refunded.",
  stageNotNext: "This order cannot move to that stage.",
  shipmentRequired: "Enter the carrier and tracking number to mark the order shipped.",
  refundTooLarge: "The refund is more than what is left to refund on this order.",
  nothingToRefund: "Nothing is left to refund on this order.",
  refundRefused: "Razorpay did not accept the refund. Please try again.",
  paidNotClosable: "This order is paid: cancel it with a refund instead.",
  alreadyClosed: "This order is already closed.",
  paymentInFlight: "A payment for this order is being confirmed. Wait for it before cancelling.",
  paymentCheckFailed: "Could not check this order's payment with Razorpay. Please try again.",
  updateFailed: "Could not update the order. Please try again.",
  messageNotFound: "That message was not found.",
  messageUpdateFailed: "Could not update the message. Please try again.",
} as const;

export const FULFILMENT_STAGES = ["paid", "packed", "shipped", "delivered", "cancelled"] as const;
export type FulfilmentStage = (typeof FULFILMENT_STAGES)[number];

const NEXT_STAGES: Readonly<Record<FulfilmentStage, readonly FulfilmentStage[]>> = {
  paid: ["packed", "cancelled"],
  packed: ["shipped", "cancelled"],
  shipped: ["delivered"],
  delivered: [],
  cancelled: [],
};

export const nextStages = (stage: FulfilmentStage) => NEXT_STAGES[stage];
export const canMoveTo = (from: FulfilmentStage, to: FulfilmentStage) =>
  NEXT_STAGES[from].includes(to);

export type Shipment = { carrier: string; trackingNumber: string };
/** Order.fulfilment; absent on a paid order nobody has touched yet (stage "paid"). */
export type Fulfilment = { stage: FulfilmentStage; shipment?: Shipment; updatedAt: Date };

/** Razorpay's refund states, as its refund.processed / refund.failed webhooks report them. */
export type RefundState = "pending" | "processed" | "failed";

/** Order.refunds[razorpayRefundId]; `requestedBy` as OrderHistoryEntry's `by`, "system" when
 * only Razorpay's webhook told of it; `requestKey` the console's that made it. */
export interface OrderRefund {
  refundId: string;
  amount: Paise;
  state: RefundState;
  requestedBy: string;
  requestedAt: Date;
  settledAt?: Date;
  reason?: string;
  requestKey?: string;
}

/** The order's "by" for an operator's change: the operator is named only in orderOperatorsPath. */
export const OPERATOR_BY = "shop";

/** What the order page's history calls each step (the console shortens "placed"). */
export const ORDER_HISTORY_LABELS = {
  placed: "Order placed",
  cod: "Confirmed, cash on delivery",
  paid: "Paid",
  packed: "Packed",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
  returned: "Returned to origin",
  "refund-requested": "Refund requested",
  "refund-processed": "Refund processed",
  "refund-failed": "Refund failed",
} as const;
export type OrderHistoryKind = keyof typeof ORDER_HISTORY_LABELS;

export const STAGE_LABELS: Readonly<Record<FulfilmentStage, string>> = ORDER_HISTORY_LABELS;

/** Order.history[]: appended, never rewritten. `by`: OPERATOR_BY for a console action, "system"
 * otherwise (older orders: a uid); `note`: "Delhivery 1234567890", "₹500.00"; `requestKey`: the
 * console's, so a repeated click adds no second entry. */
export interface OrderHistoryEntry {
  kind: OrderHistoryKind;
  at: Date;
  by: string;
  note?: string;
  requestKey?: string;
  refundId?: string;
}

/** A refund state moves once, pending → processed or failed. */
export const nextRefundState = (current: RefundState | undefined, reported: RefundState) =>
  current === "processed" || current === "failed" ? current : reported;

/** A paid order with no fulfilment field is "paid"; an unpaid one has no stage. */
export const stageOf = (order: { status: string; fulfilment?: { stage: FulfilmentStage } }) =>
  order.fulfilment?.stage ?? (order.status === "paid" ? "paid" : undefined);

type Refunds = Readonly<Record<string, Pick<OrderRefund, "amount" | "state">>>;

const sum = (amounts: readonly { amount: Paise }[]) => amounts.reduce((t, a) => t + a.amount, 0);
const total = (refunds: Refunds, counts: (state: RefundState) => boolean) =>
  sum(Object.values(refunds).filter((refund) => counts(refund.state)));

/** What may still be refunded: Razorpay counts a pending refund too, a failed one not. */
export const refundableAmount = (captured: Paise, refunds: Refunds = {}) =>
  Math.max(0, captured - total(refunds, (state) => state !== "failed"));

/** What Razorpay has actually given back (processed refunds only). */
export const refundedAmount = (refunds: Refunds = {}) =>
  total(refunds, (state) => state === "processed");

interface FulfilmentView {
  status: string;
  closed?: { reason: string } | null | undefined;
  fulfilment?: { stage: FulfilmentStage; shipment?: Shipment };
  history?: ReadonlyArray<{ requestKey?: string | undefined }>;
}

/** "repeat": the same move again (a double click, a retry) answers the stage as it is. */
export type AdvanceDecision =
  { kind: "move" | "repeat"; stage: FulfilmentStage } | { kind: "refused"; message: string };

const refuse = (message: string) => ({ kind: "refused", message }) as const;

type AdvanceRequest = { to: FulfilmentStage; requestKey: string } & Partial<Shipment>;

export function decideAdvance(order: FulfilmentView, request: AdvanceRequest): AdvanceDecision {
  const { to, carrier, trackingNumber } = request;
  // A COD order is packed and shipped like a paid one; its delivery is adminCodOutcome's.
  const cod = order.status === "cod" && !order.closed;
  const stage = stageOf(order) ?? (cod ? "paid" : undefined);
  if ((order.status !== "paid" && !cod) || !stage) return refuse(ADMIN_MESSAGES.notPaid);
  if (order.history?.some((entry) => entry.requestKey === request.requestKey)) {
    return { kind: "repeat", stage };
  }
  if (cod && (to === "delivered" || to === "cancelled")) return refuse(ADMIN_MESSAGES.stageNotNext);
  // Another operator shipped it first: their shipment stands, and this one is not dropped unsaid.
  const shipped = stage === "shipped" && to === stage ? order.fulfilment?.shipment : undefined;
  if (shipped && carrier && trackingNumber) {
    if (carrier !== shipped.carrier || trackingNumber !== shipped.trackingNumber) {
      return refuse(
        `This order was already shipped with ${shipped.carrier} ${shipped.trackingNumber}.`,
      );
    }
  }
  if (stage === to) return { kind: "repeat", stage };
  if (!canMoveTo(stage, to)) return refuse(ADMIN_MESSAGES.stageNotNext);
  if (to === "shipped" && (!carrier || !trackingNumber)) {
    return refuse(ADMIN_MESSAGES.shipmentRequired);
  }
  return { kind: "move", stage: to };
}

/** Only a paid order not yet shipped may be cancelled; a cancelled one answers as it is. */
export const decideCancel = (order: FulfilmentView) =>
  decideAdvance(order, { to: "cancelled", requestKey: "" });

interface UnpaidView extends FulfilmentView {
  paymentConfirming?: unknown;
}

/** Refused once paid, closed, shipped (COD), or while a payment is confirmed (Razorpay may
 * still capture it). */
export function decideCancelUnpaid(order: UnpaidView, requestKey: string): AdvanceDecision {
  if (order.status !== "pending" && order.status !== "cod") {
    return refuse(ADMIN_MESSAGES.paidNotClosable);
  }
  const seen = order.history?.some((entry) => entry.requestKey === requestKey);
  if (order.closed?.reason === "cancelled" || seen) return { kind: "repeat", stage: "cancelled" };
  if (order.closed) return refuse(ADMIN_MESSAGES.alreadyClosed);
  const stage = order.fulfilment?.stage;
  if (stage === "shipped" || stage === "delivered") return refuse(ADMIN_MESSAGES.stageNotNext);
  if (order.paymentConfirming) return refuse(ADMIN_MESSAGES.paymentInFlight);
  return { kind: "move", stage: "cancelled" };
}

/** What a cancelled paid order still owes its shopper: everything not refunded (pending
 * counts); a cancelled COD order took no money. */
export function refundOwed(
  order: Pick<UnpaidView, "status" | "fulfilment"> & { amount: Paise; refunds?: Refunds },
): Paise {
  const cancelled = order.status === "paid" && stageOf(order) === "cancelled";
  return cancelled ? refundableAmount(order.amount, order.refunds) : 0;
}

/** Order.refundHolds: an amount being asked of Razorpay, until a refund or refusal replaces it. */
export type RefundHold = { amount: Paise; at: Date; reason?: string };

/** After this a hold that never got an answer stops blocking (Razorpay refuses an over-refund). */
export const REFUND_HOLD_MS = 10 * 60_000;

/** What a new refund may still take: the captured amount less refunds and live holds. */
export function availableToRefund(
  captured: Paise,
  refunds: Refunds = {},
  holds: Readonly<Record<string, Pick<RefundHold, "amount" | "at">>> = {},
  now: Date = new Date(),
): Paise {
  const held = sum(
    Object.values(holds).filter((hold) => now.getTime() - hold.at.getTime() < REFUND_HOLD_MS),
  );
  return Math.max(0, refundableAmount(captured, refunds) - held);
}
