import { useState } from "react";
import { Link } from "react-router";
import { formatINR, refundOwed } from "@shop/domain";
import { consolePath } from "../../../config/paths";
import { PageLoading } from "../../../components/ui/PageLoading";
import type { Takings } from "../api/adminOrders";
import { formatIst, paymentText, stageLabel } from "../format";
import { useOrdersList, useRevenue } from "../hooks/useConsoleData";
import { NO_FILTERS, type OrderFilters } from "../orderFilters";
import { ConsoleTable } from "./ConfirmBox";
import { GstReturn } from "./GstReturn";
import { OrderFiltersForm } from "./OrderFiltersForm";
import { RtoCard } from "./RtoCard";

const COLUMNS = ["Order", "Placed", "Customer", "Amount", "Payment", "Stage"];
const orderPath = (uid: string, orderId: string) =>
  `${consolePath}/orders/${encodeURIComponent(uid)}/${encodeURIComponent(orderId)}`;

/** Takings come after the list on a phone (its first screen shows orders), above it wider (admin.css). */
export function OrdersPage() {
  const [filters, setFilters] = useState<OrderFilters>(NO_FILTERS);
  const list = useOrdersList(filters);
  const [refreshes, setRefreshes] = useState(0);
  const revenue = useRevenue(refreshes);
  const { today, month } = revenue.state === "ready" ? revenue.value : {};
  const orders = list.state === "ready" ? list.page?.orders : undefined;
  const pageButton = (label: string, go: (() => void) | undefined) => (
    <button type="button" className="btn btn-outline btn-sm" disabled={!go} onClick={go}>
      {label}
    </button>
  );
  return (
    <section className="admin-orders" aria-labelledby="admin-orders-title">
      <div className="admin-heading row">
        <h1 id="admin-orders-title">Orders</h1>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => setRefreshes((n) => n + 1)}
        >
          Refresh
        </button>
      </div>
      <OrderFiltersForm filters={filters} onChange={setFilters} />
      {list.state === "loading" && <PageLoading />}
      {list.state === "error" && <p role="alert">Could not load the orders. Please try again.</p>}
      {orders?.length === 0 && <p>No orders match these filters.</p>}
      {orders && orders.length > 0 && (
        <ConsoleTable
          columns={COLUMNS}
          rows={orders}
          rowKey={(order) => `${order.uid}/${order.orderId}`}
          cells={(order) => [
            <Link to={orderPath(order.uid, order.orderId)}>{order.orderId}</Link>,
            formatIst(order.createdAt),
            order.customerEmail || order.addressInfo.name || "—",
            formatINR(order.amount),
            paymentText(order),
            <>
              {stageLabel(order)}
              {refundOwed(order) > 0 && (
                <span className="admin-badge is-failed">
                  Refund failed: {formatINR(refundOwed(order))} owed
                </span>
              )}
            </>,
          ]}
        />
      )}
      <nav className="admin-pager" aria-label="Pages">
        {pageButton("Previous", list.previous)}
        <span>Page {list.pageNumber}</span>
        {pageButton("Next", list.next)}
      </nav>
      <div className="admin-takings">
        {revenue.state === "error" ? (
          <p role="alert">Could not load the revenue figures.</p>
        ) : (
          <>
            <dl className="admin-revenue" aria-busy={revenue.state === "loading"}>
              <Figure label="Paid today" takings={today} />
              <Figure label="Paid this month" takings={month} />
            </dl>
            <p className="admin-note muted">
              Net: orders paid in the period (IST), less what has been refunded on them since.
              Gross: what they were paid.
            </p>
          </>
        )}
        <GstReturn />
      </div>
      <RtoCard refreshes={refreshes} />
    </section>
  );
}

/** Takings in IST, net of refunds, with the gross beside. */
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
            <span>Discounts given {formatINR(takings.discounts)}</span>
          </>
        ) : (
          "…"
        )}
      </dd>
    </div>
  );
}
