import { formatINR } from "@shop/domain";
import type { Takings } from "../api/adminOrders";
import type { RevenueView } from "../hooks/useRevenue";
import { ADMIN_UI } from "../messages";

/** Takings in IST, net of refunds, with the gross beside. */
export function RevenueSummary({ view }: { view: RevenueView }) {
  const { today, month } = view.state === "ready" ? view.revenue : {};
  return (
    <div className="admin-takings">
      {view.state === "error" && <p role="alert">{ADMIN_UI.revenueFailed}</p>}
      {view.state !== "error" && (
        <>
          <dl className="admin-revenue" aria-busy={view.state === "loading"}>
            <Figure label="Paid today" takings={today} />
            <Figure label="Paid this month" takings={month} />
          </dl>
          <p className="admin-note">{ADMIN_UI.takingsMeaning}</p>
        </>
      )}
    </div>
  );
}

function Figure({ label, takings }: { label: string; takings: Takings | undefined }) {
  return (
    <div className="card admin-figure">
      <dt>{label}</dt>
      <dd>
        {takings ? (
          <>
            <strong>{formatINR(Math.max(0, takings.amount - takings.refunded))}</strong>
            <span>
              Gross {formatINR(takings.amount)} · refunded {formatINR(takings.refunded)}
            </span>
            <span>
              {takings.orders} {takings.orders === 1 ? "order" : "orders"}
            </span>
          </>
        ) : (
          "…"
        )}
      </dd>
    </div>
  );
}
