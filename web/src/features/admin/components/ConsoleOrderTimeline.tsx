import { ORDER_HISTORY_LABELS, type OrderHistoryEntry } from "@shop/domain";
import type { AdminOrder } from "../api/adminOrderData";
import { formatIst } from "../format";
import { useLedger, useOperators } from "../hooks/useAdminOrder";

const KIND_LABELS: Readonly<Record<string, string>> = { ...ORDER_HISTORY_LABELS, placed: "Placed" };

interface Step {
  key: string;
  at: Date;
  what: string;
  detail: string;
}

// An operator by name (orderOperators, by request key), never by id: older orders stored a uid in `by`.
function byWhom(entry: OrderHistoryEntry, names: Record<string, string>): string {
  if (entry.by === "system") return "by system";
  const name = entry.requestKey ? names[entry.requestKey] : undefined;
  return `by ${name ?? "an operator"}`;
}

/** The order's own history beside the webhooks Razorpay sent about it, oldest first. */
export function ConsoleOrderTimeline({ order }: { order: AdminOrder }) {
  const ledger = useLedger(order.razorpayOrderId);
  const names = useOperators(order.uid, order.orderId);
  const steps: Step[] = [
    ...(order.history ?? []).map((entry, index) => ({
      key: `h${index}`,
      at: entry.at,
      what: KIND_LABELS[entry.kind] ?? entry.kind,
      detail: [entry.note, byWhom(entry, names)].filter(Boolean).join(" · "),
    })),
    ...ledger.map((entry) => ({
      key: `w${entry.eventId}`,
      at: entry.receivedAt,
      what: `Webhook ${entry.event}`,
      detail: [entry.outcome, entry.paymentId].filter(Boolean).join(" · "),
    })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  return (
    <div className="card admin-box">
      <h2>Timeline</h2>
      {steps.length === 0 ? (
        <p>No history recorded.</p>
      ) : (
        <ol className="admin-timeline" aria-label="Timeline">
          {steps.map((step) => (
            <li key={step.key}>
              <time dateTime={step.at.toISOString()}>{formatIst(step.at)}</time>{" "}
              <strong>{step.what}</strong>
              {step.detail && <span className="admin-muted"> {step.detail}</span>}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
