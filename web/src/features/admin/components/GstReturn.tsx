import { useId, useState, type FormEvent } from "react";
import { formatINR, indiaDay } from "@shop/domain";
import { failureText } from "../../../lib/callableContracts";
import { downloadMonthlyReturn } from "../api/adminRest";

type Figures = Awaited<ReturnType<typeof downloadMonthlyReturn>>;

/** This month in IST, as a month input writes it ("2026-11"). */
const thisMonth = () => indiaDay(Date.now()).slice(0, 7);

/** GSTR-1 for a month (docs/invoices.md): its CSV files, and the totals they reconcile to. */
export function GstReturn() {
  const id = useId();
  const [month, setMonth] = useState(thisMonth);
  const [busy, setBusy] = useState(false);
  const [figures, setFigures] = useState<Figures & { month: string }>();
  const [error, setError] = useState<string>();
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      setFigures({ ...(await downloadMonthlyReturn(month)), month });
    } catch (failure) {
      console.error("monthlyReturn failed", failure);
      setError(failureText("monthlyReturn", failure));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="card admin-box" aria-labelledby={id} onSubmit={(e) => void submit(e)}>
      <h2 id={id}>GST return</h2>
      <div className="admin-form">
        <label>
          Month
          <input type="month" required value={month} onChange={(e) => setMonth(e.target.value)} />
        </label>
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy || !month}>
          {busy ? "Preparing…" : "Download CSV files"}
        </button>
      </div>
      {error && <p role="alert">{error}</p>}
      {figures && (
        <dl className="admin-facts" aria-label={`GST return ${figures.month}`}>
          <dt>Files</dt>
          <dd>{figures.files}</dd>
          <dt>Captured by Razorpay</dt>
          <dd>{formatINR(figures.capturedPaise)}</dd>
          <dt>Refunded</dt>
          <dd>{formatINR(figures.refundedPaise)}</dd>
          <dt>Net takings (invoices less credit notes)</dt>
          <dd>{formatINR(figures.netTakingsPaise)}</dd>
        </dl>
      )}
    </form>
  );
}
