import { useState, type FormEvent } from "react";
import { formatINR, refundableAmount, type OrderRefund } from "@shop/domain";
import { adminCall } from "../api/adminCall";
import type { AdminOrder } from "../api/adminOrderData";
import { formatIst } from "../format";
import { useAdminAction } from "../hooks/useAdminAction";
import { checkRefundAmount } from "../refundAmount";

const STATE_LABELS: Readonly<Record<OrderRefund["state"], string>> = {
  pending: "Pending",
  processed: "Processed",
  failed: "Failed",
};

/**
 * Full or partial refunds through Razorpay, up to what is left to refund
 * (the domain's refundableAmount), and every refund's state as the
 * refund webhooks report it, live.
 */
export function RefundPanel({ order }: { order: AdminOrder }) {
  const action = useAdminAction();
  const [rupees, setRupees] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);
  const max = order.status === "paid" ? refundableAmount(order.amount, order.refunds) : 0;
  const refunds = Object.values(order.refunds ?? {}).sort(
    (a, b) => a.requestedAt.getTime() - b.requestedAt.getTime(),
  );
  const busy = action.pending !== null;

  const refund = (amount: number) =>
    action.run(`refund:${amount}`, (requestKey) =>
      adminCall("adminRefundOrder", { uid: order.uid, orderId: order.orderId, requestKey, amount }),
    );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkRefundAmount(rupees, max);
    setInvalid(checked.ok ? null : checked.message);
    if (checked.ok && (await refund(checked.amount))) setRupees("");
  };

  return (
    <div className="card admin-box">
      <h2>Refunds</h2>
      {max > 0 ? (
        <form className="admin-refund" onSubmit={(e) => void submit(e)} aria-label="Refund">
          <p>Left to refund: {formatINR(max)}</p>
          <label>
            Amount in rupees
            <input
              inputMode="decimal"
              value={rupees}
              onChange={(e) => setRupees(e.target.value)}
              aria-invalid={invalid !== null}
              aria-describedby={invalid ? "refund-invalid" : undefined}
            />
          </label>
          <button type="submit" className="btn btn-outline" disabled={busy}>
            Refund amount
          </button>
          <button
            type="button"
            className="btn btn-outline"
            disabled={busy}
            onClick={() => void refund(max)}
          >
            Refund in full ({formatINR(max)})
          </button>
          {busy && <p aria-live="polite">Refunding…</p>}
          {invalid && (
            <p id="refund-invalid" className="admin-error">
              {invalid}
            </p>
          )}
        </form>
      ) : (
        <p>
          {order.status === "paid" ? "Nothing is left to refund." : "Not paid: nothing to refund."}
        </p>
      )}
      {action.error && (
        <p className="admin-error" role="alert">
          {action.error}
        </p>
      )}
      {refunds.length > 0 && (
        <ul className="admin-refunds" aria-label="Refunds">
          {refunds.map((r) => (
            <li key={r.refundId}>
              <strong>{formatINR(r.amount)}</strong>{" "}
              <span className={`admin-badge is-${r.state}`}>{STATE_LABELS[r.state]}</span>{" "}
              <span className="admin-muted">
                {r.refundId} · {formatIst(r.requestedAt)}
                {r.reason ? ` · ${r.reason}` : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
