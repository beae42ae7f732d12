import {
  refundedAmount,
  STAGE_LABELS,
  stageOf,
  type FulfilmentStage,
  type OrderRefund,
  type Shipment,
} from "./fulfilment";
import { COD_TEXT, codDueText } from "./cod";
import { formatINR, type Paise } from "./money";

// How an order reads on every screen and e-mail, so none calls a refunded order simply "Paid".

export interface OrderStatusInput {
  status: string;
  amount: Paise;
  createdAt: Date;
  paidAt?: Date | undefined;
  /** A COD order's fee, and why it was closed (docs/cod.md). */
  codFee?: Paise | undefined;
  closed?: { reason: string } | null | undefined;
  fulfilment?: { stage: FulfilmentStage; shipment?: Shipment | undefined } | undefined;
  refunds?: Readonly<Record<string, Omit<OrderRefund, "requestedBy">>> | undefined;
}

/** The badge, "Shipped — Delhivery 123", refunds oldest first, and shipsBy while it still ships. */
export function orderStatus(order: OrderStatusInput) {
  const stage = stageOf(order);
  const back = refundedAmount(order.refunds);
  const inFull = back > 0 && back >= order.amount;
  const refunded =
    back === 0
      ? undefined
      : inFull
        ? "Refunded in full"
        : `Refunded ${formatINR(back)} of ${formatINR(order.amount)}`;
  // A COD order awaits its cash: its badge, and the line of what to keep ready.
  const cod = order.status === "cod";
  const codEnd = cod && order.closed ? order.closed.reason : undefined;
  const [label, tone] = codEnd
    ? ([codEnd === "returned" ? COD_TEXT.returned : STAGE_LABELS.cancelled, "cancelled"] as const)
    : cod
      ? ([COD_TEXT.cashOnDelivery, "pending"] as const)
      : !stage
        ? (["Pending", "pending"] as const)
        : stage === "cancelled"
          ? ([STAGE_LABELS.cancelled, "cancelled"] as const)
          : inFull
            ? (["Refunded", "refunded"] as const)
            : ([STAGE_LABELS.paid, "paid"] as const);
  const refunds = Object.values(order.refunds ?? {})
    .sort((a, b) => a.requestedAt.getTime() - b.requestedAt.getTime())
    .map(({ refundId, amount, state }) => ({
      refundId,
      state,
      text: `Refund of ${formatINR(amount)} ${state}`,
    }));
  const willShip =
    (stage === "paid" || stage === "packed" || (cod && !stage)) && !inFull && !codEnd;
  const shipment = order.fulfilment?.shipment;
  const tracking = shipment && `${shipment.carrier} ${shipment.trackingNumber}`.trim();
  // A paid order nobody has moved, and a cancelled one, need no line beside the badge.
  const stageLine =
    order.fulfilment && stage && stage !== "cancelled" && !codEnd
      ? { stage: tracking ? `${STAGE_LABELS[stage]} — ${tracking}` : STAGE_LABELS[stage] }
      : {};
  return {
    label,
    tone,
    ...stageLine,
    ...(refunded ? { refunded } : {}),
    /** The console's Payment column. */
    payment: cod ? label : (refunded ?? (stage ? STAGE_LABELS.paid : "Pending")),
    ...(cod && !codEnd ? { due: codDueText(order.amount + (order.codFee ?? 0)) } : {}),
    refunds,
    ...(willShip ? { shipsBy: estimatedShipping(order.paidAt ?? order.createdAt) } : {}),
  };
}

export type OrderStatusView = ReturnType<typeof orderStatus>;

/** docs/product.md §9: estimated shipping is 7 days after the payment date. */
export const estimatedShipping = (paidAt: Date) => new Date(paidAt.getTime() + 7 * 24 * 3600_000);

const longDate = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/** Long form with the full month name, in India's time zone: "22 November 2026". */
export const formatLongDate = (date: Date) => longDate.format(date);
