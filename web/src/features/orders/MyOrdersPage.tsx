import { useLocation } from "react-router";
import { paths } from "../../config/paths";
import { ButtonLink } from "../../components/ui/ButtonLink";
import { PageLoading } from "../../components/ui/PageLoading";
import { useSession } from "../auth";
import { OrderCard } from "./components/OrderCard";
import { usePaidOrders } from "./hooks/usePaidOrders";
import { ORDERS_MESSAGES } from "./orderMessages";
import { paidOrderFromState } from "./paidOrderState";
import "./orders.css";

/** docs/product.md §2 My Orders: the shopper's paid orders. Signed-out visitors see the guard's prompt. */
export default function MyOrdersPage() {
  const uid = useSession((s) => s.user?.uid);
  const handedOver = paidOrderFromState(useLocation().state);
  const { orders, loading, failed } = usePaidOrders(uid, handedOver.order);
  return (
    <section className="page orders-page" aria-labelledby="orders-title">
      <h1 id="orders-title">My Orders</h1>
      {failed && (
        <div className="orders-message card" role="alert">
          <p>{ORDERS_MESSAGES.fetchFailed}</p>
        </div>
      )}
      {orders?.length === 0 && (
        <div className="orders-message card">
          <h2>{ORDERS_MESSAGES.emptyTitle}</h2>
          <p>{ORDERS_MESSAGES.emptyText}</p>
          <ButtonLink to={paths.products} size="lg">
            Start Shopping
          </ButtonLink>
        </div>
      )}
      {orders && orders.length > 0 && (
        <ol className="orders-list" aria-label="Paid orders, newest first">
          {orders.map((order) => (
            <li key={order.orderId}>
              <OrderCard order={order} justPaid={order.orderId === handedOver.orderId} />
            </li>
          ))}
        </ol>
      )}
      {loading && <PageLoading />}
    </section>
  );
}
