import { ORDER_HISTORY_LABELS, type OrderHistoryEntry } from "@shop/domain";
import { formatDateTime } from "../dates";

/** The order's history (docs/orders.md), oldest first: what happened, with its note, and when. */
export function OrderTimeline({ history }: { history: readonly OrderHistoryEntry[] }) {
  const entries = [...history].sort((a, b) => a.at.getTime() - b.at.getTime());
  return (
    <ol className="order-timeline">
      {entries.map((entry, index) => (
        <li key={`${entry.kind}-${entry.at.getTime()}-${index}`} className="order-timeline-entry">
          <p className="order-timeline-what">
            {ORDER_HISTORY_LABELS[entry.kind]}
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
