import { ORDER_HISTORY_LABELS } from "@shop/domain";
import type { AdminOrder } from "../api/adminOrder";
import { formatIst } from "../format";
import { useLedger, useOperators } from "../hooks/useConsoleData";

const KIND_LABELS: Readonly<Record<string, string>> = { ...ORDER_HISTORY_LABELS, placed: "Placed" };

/** The order's own history beside the webhooks Razorpay sent about it, oldest first. */
export function ConsoleOrderTimeline({ order }: { order: AdminOrder }) {
  const ledger = useLedger(order.razorpayOrderId);
  const names = useOperators(order.uid, order.orderId);
  const steps = [
    ...(order.history ?? []).map((entry, index) => {
      // An operator by name, never by id: older orders stored a uid in `by`.
      const name = entry.requestKey ? names[entry.requestKey] : undefined;
      const by = entry.by === "system" ? "by system" : `by ${name ?? "an operator"}`;
      return {
        key: `h${index}`,
        at: entry.at,
        what: KIND_LABELS[entry.kind] ?? entry.kind,
        detail: [entry.note, by],
      };
    }),
    ...ledger.map((entry) => ({
      key: `w${entry.eventId}`,
      at: entry.receivedAt,
      what: `Webhook ${entry.event}`,
      detail: [entry.outcome, entry.paymentId],
    })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  return (
    <div className="card admin-box">
      <h2>Timeline</h2>
      {steps.length === 0 ? (
        <p>No history recorded.</p>
      ) : (
        <ol className="admin-timeline" aria-label="Timeline">
          {steps.map(({ key, at, what, detail }) => {
            const details = detail.filter(Boolean).join(" · ");
            return (
              <li key={key}>
                <time dateTime={at.toISOString()}>{formatIst(at)}</time> <strong>{what}</strong>
                {details && <span className="admin-muted"> {details}</span>}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
