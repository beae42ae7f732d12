import { useState, type FormEvent } from "react";
import { formatINR, refundableAmount, refundOwed } from "@shop/domain";
import type { AdminOrder } from "../api/adminOrder";
import { checkRefundAmount, formatIst } from "../format";
import { onOrder, useAdminAction } from "../hooks/useConsoleData";
import { ActionError, ConfirmBox } from "./ConfirmBox";

const STATE_LABELS = { pending: "Pending", processed: "Processed", failed: "Failed" } as const;

/** A failed cancel-refund retries by cancelling again: the server refunds once per request key. */
export function RefundPanel({ order }: { order: AdminOrder }) {
  const action = useAdminAction();
  const [rupees, setRupees] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ amount: number; retry: boolean } | null>(null);
  // Cash collected at the door went through no Razorpay payment to refund.
  const cash = order.paymentMethod === "cod";
  const max = order.status === "paid" && !cash ? refundableAmount(order.amount, order.refunds) : 0;
  const owed = refundOwed(order);
  const refunds = Object.values(order.refunds ?? {}).sort(
    (a, b) => a.requestedAt.getTime() - b.requestedAt.getTime(),
  );

  const confirm = async ({ amount, retry }: { amount: number; retry: boolean }) => {
    const done = await (retry
      ? action.run("retry-refund", "adminCancelOrder", onOrder(order))
      : action.run(`refund:${amount}`, "adminRefundOrder", onOrder(order, { amount })));
    if (!done) return;
    setAsking(null);
    if (!retry) setRupees("");
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkRefundAmount(rupees, max);
    setInvalid(checked.ok ? null : checked.message);
    if (checked.ok) setAsking({ amount: checked.amount, retry: false });
  };

  return (
    <div className="card admin-box">
      <h2>Refunds</h2>
      {owed > 0 && (
        <div className="admin-owed row" role="status">
          <strong>Refund failed: {formatINR(owed)} owed</strong>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={action.busy}
            onClick={() => setAsking({ amount: owed, retry: true })}
          >
            Retry refund
          </button>
        </div>
      )}
      {max > 0 && owed === 0 && (
        <form className="admin-refund admin-form" onSubmit={submit} aria-label="Refund">
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
          <button type="submit" className="btn btn-outline" disabled={action.busy}>
            Refund amount
          </button>
          <button
            type="button"
            className="btn btn-outline"
            disabled={action.busy}
            onClick={() => setAsking({ amount: max, retry: false })}
          >
            Refund in full ({formatINR(max)})
          </button>
          {invalid && (
            <p id="refund-invalid" className="admin-error">
              {invalid}
            </p>
          )}
        </form>
      )}
      {max <= 0 && owed === 0 && (
        <p>
          {order.status !== "paid"
            ? "Not paid: nothing to refund."
            : cash
              ? "Paid in cash on delivery: Razorpay has nothing to refund."
              : "Nothing is left to refund."}
        </p>
      )}
      {asking && (
        <ConfirmBox
          label="Confirm refund"
          question={`Refund ${formatINR(asking.amount)} to the customer?`}
          yes={action.busy ? "Refunding…" : `Yes, refund ${formatINR(asking.amount)}`}
          no="Don't refund"
          busy={action.busy}
          onYes={() => void confirm(asking)}
          onNo={() => setAsking(null)}
        />
      )}
      <ActionError error={action.error} />
      {refunds.length > 0 && (
        <ul className="stack-2" aria-label="Refunds">
          {refunds.map((r) => (
            <li key={r.refundId}>
              <strong>{formatINR(r.amount)}</strong>{" "}
              <span className={`admin-badge is-${r.state}`}>{STATE_LABELS[r.state]}</span>{" "}
              <span className="muted">
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
