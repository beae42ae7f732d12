import { useLocation } from "react-router";
import { isOrderId, type Order } from "@shop/domain";
import { paths } from "../../config/paths";
import { ButtonLink } from "../../components/ui/ButtonLink";
import { PageLoading } from "../../components/ui/PageLoading";
import { toast } from "../../components/ui/toast";
import { useLive } from "../../lib/useLive";
import { useSession } from "../auth";
import { OrderCard } from "./components/OrderCard";
import { orderWithFulfilmentFromData } from "./api/fulfilmentData";
import { watchPaidOrders } from "./api/orders";
import "./orders.css";

/** docs/product.md §2 My Orders: the shopper's paid orders, live. Signed-out visitors see the guard's prompt. */
export default function MyOrdersPage() {
  const uid = useSession((s) => s.user?.uid);
  const handedOver = paidOrderFromState(useLocation().state);
  const seen = useLive<Order[] | "error">(uid ?? "", (report) =>
    watchPaidOrders(
      uid ?? "",
      report,
      (error) => {
        console.error("Could not read the orders", error);
        toast.error("Error in fetching the orders. Please try again later.");
        report("error");
      },
      orderWithFulfilmentFromData,
    ),
  );
  // The order checkout saw paid shows until the first answer (docs/product.md §4).
  const paid = handedOver.order;
  const justPaid = paid && uid && paid.userID === uid ? [paid] : undefined;
  const orders = seen === "error" ? undefined : (seen ?? justPaid);
  return (
    <section className="page orders-page" aria-labelledby="orders-title">
      <h1 id="orders-title">My Orders</h1>
      {seen === "error" && (
        <div className="orders-message card" role="alert">
          <p>Failed to fetch orders.</p>
        </div>
      )}
      {orders?.length === 0 && (
        <div className="orders-message card">
          <h2 className="flush">No Paid Orders Found</h2>
          <p>You haven't placed any orders yet. Start shopping now!</p>
          <ButtonLink to={paths.products} size="lg">
            Start Shopping
          </ButtonLink>
        </div>
      )}
      {orders && orders.length > 0 && (
        <ol className="grid orders-list" aria-label="Paid orders, newest first">
          {orders.map((order) => (
            <li key={order.orderId}>
              <OrderCard order={order} justPaid={order.orderId === handedOver.orderId} />
            </li>
          ))}
        </ol>
      )}
      {seen === undefined && <PageLoading />}
    </section>
  );
}

/** Handed from /payment to My Orders: the card to highlight and, if checkout saw it paid, the order. */
export interface PaidOrderState {
  paidOrderId: string;
  paidOrder?: Order;
}

/** The order just paid, as a navigation's state names it (history state outlives builds: check it). */
export function paidOrderFromState(state: unknown): { orderId?: string; order?: Order } {
  if (typeof state !== "object" || state === null) return {};
  const { paidOrderId, paidOrder: order } = state as { paidOrderId?: unknown; paidOrder?: Order };
  const valid =
    typeof order?.orderId === "string" &&
    order.status === "paid" &&
    typeof order.amount === "number" &&
    Array.isArray(order.items) &&
    order.createdAt instanceof Date;
  const id = isOrderId(paidOrderId) ? paidOrderId : valid ? order.orderId : undefined;
  return { ...(id ? { orderId: id } : {}), ...(valid ? { order } : {}) };
}
