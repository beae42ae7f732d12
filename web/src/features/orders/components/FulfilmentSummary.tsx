import { formatINR, STAGE_LABELS, stageOf, type Order, type OrderRefund } from "@shop/domain";

/** "Shipped — Delhivery 1234567890": the stage, with the shipment once there is one. */
export function stageText(order: Order): string | undefined {
  const stage = stageOf(order);
  if (!stage) return undefined;
  const shipment = order.fulfilment?.shipment;
  const tracking = shipment && `${shipment.carrier} ${shipment.trackingNumber}`.trim();
  return tracking ? `${STAGE_LABELS[stage]} — ${tracking}` : STAGE_LABELS[stage];
}

export const refundText = (refund: OrderRefund) =>
  `Refund of ${formatINR(refund.amount)} ${refund.state}`;

/** The order's refunds, oldest request first. */
export function refundsOf(order: Order): OrderRefund[] {
  return Object.values(order.refunds ?? {}).sort(
    (a, b) => a.requestedAt.getTime() - b.requestedAt.getTime(),
  );
}

/**
 * Where a paid order stands after payment (docs/orders.md): its fulfilment
 * stage and tracking, and each refund. Nothing while it is simply paid: the
 * Paid badge says so.
 */
export function FulfilmentSummary({ order }: { order: Order }) {
  const refunds = refundsOf(order);
  const stage = order.fulfilment ? stageText(order) : undefined;
  if (!stage && refunds.length === 0) return null;
  return (
    <div className="order-progress">
      {stage && (
        <p className={`order-stage order-stage--${order.fulfilment?.stage ?? "paid"}`}>{stage}</p>
      )}
      {refunds.length > 0 && (
        <ul className="order-refunds" aria-label="Refunds">
          {refunds.map((refund) => (
            <li key={refund.refundId} className={`order-refund order-refund--${refund.state}`}>
              {refundText(refund)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
