import type { OrderHistoryEntry, OrderHistoryKind } from "@shop/domain";
import { formatDateTime } from "../dates";

const KIND_LABELS: Readonly<Record<OrderHistoryKind, string>> = {
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

/** The order's history (docs/orders.md), oldest first: what happened, with its note, and when. */
export function OrderTimeline({ history }: { history: readonly OrderHistoryEntry[] }) {
  const entries = [...history].sort((a, b) => a.at.getTime() - b.at.getTime());
  return (
    <ol className="order-timeline">
      {entries.map((entry, index) => (
        <li key={`${entry.kind}-${entry.at.getTime()}-${index}`} className="order-timeline-entry">
          <p className="order-timeline-what">
            {KIND_LABELS[entry.kind]}
            {entry.note && ` — ${entry.note}`}
          </p>
          <time className="order-timeline-when" dateTime={entry.at.toISOString()}>
            {formatDateTime(entry.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}
