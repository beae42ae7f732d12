import { ADMIN_MESSAGES, alreadyShippedText } from "./admin";
import {
  canMoveTo,
  refundableAmount,
  stageOf,
  type FulfilmentStage,
  type OrderRefund,
  type Shipment,
} from "./fulfilment";
import type { Paise } from "./money";

/*
 * The console's decisions on an order, pure so that the functions and the
 * table tests share them (docs/admin.md).
 */

/** What an order must show for a fulfilment move or a refund decision. */
export interface FulfilmentView {
  status: string;
  fulfilment?: { stage: FulfilmentStage; shipment?: Shipment };
  history?: ReadonlyArray<{ requestKey?: string | undefined }>;
}

export interface AdvanceRequest {
  to: FulfilmentStage;
  requestKey: string;
  carrier?: string | undefined;
  trackingNumber?: string | undefined;
}

/**
 * "move": append the step; "repeat": the same move again (a double click, a
 * retried request) answers the stage as it is; otherwise the refusal's text.
 */
export type AdvanceDecision =
  { kind: "move" | "repeat"; stage: FulfilmentStage } | { kind: "refused"; message: string };

export function decideAdvance(order: FulfilmentView, request: AdvanceRequest): AdvanceDecision {
  const stage = stageOf(order);
  if (order.status !== "paid" || !stage)
    return { kind: "refused", message: ADMIN_MESSAGES.notPaid };
  const seen = order.history?.some((entry) => entry.requestKey === request.requestKey);
  if (seen) return { kind: "repeat", stage };
  // Another operator shipped it first: their shipment stands, and this one is not dropped unsaid.
  const shipped = order.fulfilment?.shipment;
  const other =
    shipped &&
    request.carrier &&
    request.trackingNumber &&
    (request.carrier !== shipped.carrier || request.trackingNumber !== shipped.trackingNumber);
  if (stage === request.to && request.to === "shipped" && other) {
    return { kind: "refused", message: alreadyShippedText(shipped) };
  }
  if (stage === request.to) return { kind: "repeat", stage };
  if (!canMoveTo(stage, request.to)) {
    return { kind: "refused", message: ADMIN_MESSAGES.stageNotNext };
  }
  if (request.to === "shipped" && (!request.carrier || !request.trackingNumber)) {
    return { kind: "refused", message: ADMIN_MESSAGES.shipmentRequired };
  }
  return { kind: "move", stage: request.to };
}

/** Only a paid order not yet shipped may be cancelled; a cancelled one answers as it is. */
export function decideCancel(order: FulfilmentView): AdvanceDecision {
  const stage = stageOf(order);
  if (order.status !== "paid" || !stage)
    return { kind: "refused", message: ADMIN_MESSAGES.notPaid };
  if (stage === "cancelled") return { kind: "repeat", stage };
  if (!canMoveTo(stage, "cancelled")) {
    return { kind: "refused", message: ADMIN_MESSAGES.stageNotNext };
  }
  return { kind: "move", stage: "cancelled" };
}

export interface UnpaidView extends FulfilmentView {
  closed?: { reason: string };
  paymentConfirming?: unknown;
}

/**
 * Cancelling an unpaid order: refused once paid, closed, or with a payment being confirmed
 * (Razorpay may still capture it); a repeat answers as it stands.
 */
export function decideCancelUnpaid(order: UnpaidView, requestKey: string): AdvanceDecision {
  const refuse = (message: string) => ({ kind: "refused", message }) as const;
  if (order.status !== "pending") return refuse(ADMIN_MESSAGES.paidNotClosable);
  const seen = order.history?.some((entry) => entry.requestKey === requestKey);
  if (order.closed?.reason === "cancelled" || seen) return { kind: "repeat", stage: "cancelled" };
  if (order.closed) return refuse(ADMIN_MESSAGES.alreadyClosed);
  if (order.paymentConfirming) return refuse(ADMIN_MESSAGES.paymentInFlight);
  return { kind: "move", stage: "cancelled" };
}

/**
 * What a cancelled order still owes its shopper: everything not refunded (pending counts as given
 * back).
 */
export function refundOwed(
  order: Pick<UnpaidView, "status" | "fulfilment"> & {
    amount: Paise;
    refunds?: Readonly<Record<string, Pick<OrderRefund, "amount" | "state">>> | undefined;
  },
): Paise {
  return stageOf(order) === "cancelled" ? refundableAmount(order.amount, order.refunds) : 0;
}

/**
 * An amount reserved for a refund being asked of Razorpay (Order.refundHolds), until a refund or
 * refusal replaces it.
 */
export interface RefundHold {
  amount: Paise;
  at: Date;
  reason?: string;
}

/**
 * A hold is trusted this long; after it, a request that never got an answer
 * stops blocking the order (Razorpay refuses an over-refund itself).
 */
export const REFUND_HOLD_MS = 10 * 60_000;

/** What a new refund may still take: the captured amount less refunds and live holds. */
export function availableToRefund(
  captured: Paise,
  refunds: Readonly<Record<string, Pick<OrderRefund, "amount" | "state">>> = {},
  holds: Readonly<Record<string, Pick<RefundHold, "amount" | "at">>> = {},
  now: Date = new Date(),
): Paise {
  const held = Object.values(holds)
    .filter((hold) => now.getTime() - hold.at.getTime() < REFUND_HOLD_MS)
    .reduce((sum, hold) => sum + hold.amount, 0);
  return Math.max(0, refundableAmount(captured, refunds) - held);
}
