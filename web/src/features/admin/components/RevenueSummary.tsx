import { formatINR } from "@shop/domain";
import type { Takings } from "../api/adminOrders";
import type { RevenueView } from "../hooks/useRevenue";
import { ADMIN_UI } from "../messages";

/** Today's and this month's paid takings (IST), counted by Firestore's aggregate queries. */
export function RevenueSummary({ view }: { view: RevenueView }) {
  if (view.state === "error") return <p role="alert">{ADMIN_UI.revenueFailed}</p>;
  const { today, month } = view.state === "ready" ? view.revenue : {};
  return (
    <dl className="admin-revenue" aria-busy={view.state === "loading"}>
      <Figure label="Paid today" takings={today} />
      <Figure label="Paid this month" takings={month} />
    </dl>
  );
}

function Figure({ label, takings }: { label: string; takings: Takings | undefined }) {
  return (
    <div className="card admin-figure">
      <dt>{label}</dt>
      <dd>
        {takings ? (
          <>
            <strong>{formatINR(takings.amount)}</strong>
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
