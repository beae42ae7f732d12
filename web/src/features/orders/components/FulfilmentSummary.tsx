import type { OrderStatusView } from "@shop/domain";

/** Renders nothing while the order is simply paid: the Paid badge says so (docs/orders.md). */
export function FulfilmentSummary({ view }: { view: OrderStatusView }) {
  const { stage, refunded, refunds, due } = view;
  if (!stage && !refunded && refunds.length === 0 && !due) return null;
  return (
    <div className="order-progress stack-2">
      {due && <p className="order-stage">{due}</p>}
      {stage && <p className="order-stage">{stage}</p>}
      {refunded && <p className="order-refunded">{refunded}</p>}
      {refunds.length > 0 && (
        <ul className="order-refunds" aria-label="Refunds">
          {refunds.map((refund) => (
            <li key={refund.refundId} className={`order-refund order-refund--${refund.state}`}>
              {refund.text}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export const StatusBadge = ({ view }: { view: OrderStatusView }) => (
  <span className={`order-card-badge order-card-badge--${view.tone}`}>{view.label}</span>
);
