import {
  refundedAmount,
  STAGE_LABELS,
  stageOf,
  type FulfilmentStage,
  type OrderRefund,
  type RefundState,
  type Shipment,
} from "./fulfilment";
import { formatINR, type Paise } from "./money";
import { estimatedShipping } from "./shipping";

// How an order reads on every screen and e-mail, so none calls a refunded order simply "Paid".

export type StatusTone = "pending" | "paid" | "cancelled" | "refunded";

export interface OrderStatusInput {
  status: string;
  amount: Paise;
  createdAt: Date;
  paidAt?: Date | undefined;
  fulfilment?: { stage: FulfilmentStage; shipment?: Shipment | undefined } | undefined;
  refunds?:
    | Readonly<Record<string, Pick<OrderRefund, "refundId" | "amount" | "state" | "requestedAt">>>
    | undefined;
}

export interface OrderStatusView {
  label: string;
  tone: StatusTone;
  /** "Shipped — Delhivery 123"; absent where the badge says it all. */
  stage?: string;
  /** "Refunded ₹150.00 of ₹399.00" or "Refunded in full". */
  refunded?: string;
  /** The console's Payment: "Pending", "Paid" or `refunded`. */
  payment: string;
  /** Oldest first: "Refund of ₹200.00 pending". */
  refunds: { refundId: string; state: RefundState; text: string }[];
  /** Only before it ships, and only if it still will. */
  shipsBy?: Date;
}

export const REFUNDED_IN_FULL = "Refunded in full";

export function orderStatus(order: OrderStatusInput): OrderStatusView {
  const stage = stageOf(order);
  const back = refundedAmount(order.refunds);
  const inFull = back > 0 && back >= order.amount;
  const refunded =
    back === 0
      ? undefined
      : inFull
        ? REFUNDED_IN_FULL
        : `Refunded ${formatINR(back)} of ${formatINR(order.amount)}`;
  const [label, tone]: [string, StatusTone] = !stage
    ? ["Pending", "pending"]
    : stage === "cancelled"
      ? [STAGE_LABELS.cancelled, "cancelled"]
      : inFull
        ? ["Refunded", "refunded"]
        : [STAGE_LABELS.paid, "paid"];
  const refunds = Object.values(order.refunds ?? {})
    .sort((a, b) => a.requestedAt.getTime() - b.requestedAt.getTime())
    .map(({ refundId, amount, state }) => ({
      refundId,
      state,
      text: `Refund of ${formatINR(amount)} ${state}`,
    }));
  const willShip = (stage === "paid" || stage === "packed") && !inFull;
  const text = stageText(order);
  return {
    label,
    tone,
    // A paid order nobody has moved, and a cancelled one, need no line beside the badge.
    ...(order.fulfilment && stage !== "cancelled" && text ? { stage: text } : {}),
    ...(refunded ? { refunded } : {}),
    payment: refunded ?? (stage ? STAGE_LABELS.paid : "Pending"),
    refunds,
    ...(willShip ? { shipsBy: estimatedShipping(order.paidAt ?? order.createdAt) } : {}),
  };
}

function stageText(order: OrderStatusInput): string | undefined {
  const stage = stageOf(order);
  if (!stage) return undefined;
  const shipment = order.fulfilment?.shipment;
  const tracking = shipment && `${shipment.carrier} ${shipment.trackingNumber}`.trim();
  return tracking ? `${STAGE_LABELS[stage]} — ${tracking}` : STAGE_LABELS[stage];
}
