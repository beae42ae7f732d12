import type { AdminOrder } from "../api/adminOrderData";
import { formatIst } from "../format";
import { useLedger } from "../hooks/useAdminOrder";

const KIND_LABELS: Readonly<Record<string, string>> = {
  placed: "Placed",
  paid: "Paid",
  packed: "Packed",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
  "refund-requested": "Refund requested",
  "refund-processed": "Refund processed",
  "refund-failed": "Refund failed",
};

interface Step {
  key: string;
  at: Date;
  what: string;
  detail: string;
}

/** The order's own history beside the webhooks Razorpay sent about it, oldest first. */
export function OrderTimeline({ order }: { order: AdminOrder }) {
  const ledger = useLedger(order.razorpayOrderId);
  const steps: Step[] = [
    ...(order.history ?? []).map((entry, index) => ({
      key: `h${index}`,
      at: entry.at,
      what: KIND_LABELS[entry.kind] ?? entry.kind,
      detail: [entry.note, `by ${entry.by || "unknown"}`].filter(Boolean).join(" · "),
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
