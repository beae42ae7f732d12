import { useState } from "react";
import { Link } from "react-router";
import { formatINR, orderStatus, refundOwed } from "@shop/domain";
import { adminOrderPath } from "../consolePaths";
import { PageLoading } from "../../../components/ui/PageLoading";
import type { AdminOrder } from "../api/adminOrderData";
import { formatIst, stageLabel } from "../format";
import { useOrdersList } from "../hooks/useOrdersList";
import { useRevenue } from "../hooks/useRevenue";
import { ADMIN_UI } from "../messages";
import { NO_FILTERS, type OrderFilters } from "../orderFilters";
import { OrderFiltersForm } from "./OrderFiltersForm";
import { RevenueSummary } from "./RevenueSummary";

/**
 * Takings come after the list on a phone (its first screen should show orders), above it on
 * wider screens (admin.css).
 */
export function OrdersPage() {
  const [filters, setFilters] = useState<OrderFilters>(NO_FILTERS);
  const list = useOrdersList(filters);
  const [refreshes, setRefreshes] = useState(0);
  const revenue = useRevenue(refreshes);
  const refresh = () => {
    list.refresh();
    setRefreshes((n) => n + 1);
  };
  return (
    <section className="admin-orders" aria-labelledby="admin-orders-title">
      <div className="admin-heading">
        <h1 id="admin-orders-title">Orders</h1>
        <button type="button" className="btn btn-outline btn-sm" onClick={refresh}>
          Refresh
        </button>
      </div>
      <OrderFiltersForm filters={filters} onChange={setFilters} />
      {list.state === "loading" && <PageLoading />}
      {list.state === "error" && <p role="alert">{ADMIN_UI.ordersFailed}</p>}
      {list.state === "ready" && list.page?.orders.length === 0 && <p>{ADMIN_UI.noOrders}</p>}
      {list.state === "ready" && list.page && list.page.orders.length > 0 && (
        <OrdersTable orders={list.page.orders} />
      )}
      <nav className="admin-pager" aria-label="Pages">
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={!list.previous}
          onClick={list.previous}
        >
          Previous
        </button>
        <span>Page {list.pageNumber}</span>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={!list.next}
          onClick={list.next}
        >
          Next
        </button>
      </nav>
      <RevenueSummary view={revenue} />
    </section>
  );
}

function OrdersTable({ orders }: { orders: readonly AdminOrder[] }) {
  return (
    <table className="admin-table">
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Placed</th>
          <th scope="col">Customer</th>
          <th scope="col">Amount</th>
          <th scope="col">Payment</th>
          <th scope="col">Stage</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={`${order.uid}/${order.orderId}`}>
            <td data-label="Order">
              <Link to={adminOrderPath(order.uid, order.orderId)}>{order.orderId}</Link>
            </td>
            <td data-label="Placed">{formatIst(order.createdAt)}</td>
            <td data-label="Customer">{order.customerEmail || order.addressInfo.name || "—"}</td>
            <td data-label="Amount">{formatINR(order.amount)}</td>
            <td data-label="Payment">
              {orderStatus(order).payment}
              {order.closed && ` · ${order.closed.reason}`}
            </td>
            <td data-label="Stage">
              {stageLabel(order)}
              {refundOwed(order) > 0 && (
                <span className="admin-badge is-failed">
                  {ADMIN_UI.refundOwed(formatINR(refundOwed(order)))}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
