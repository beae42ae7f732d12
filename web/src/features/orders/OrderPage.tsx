import type { ReactNode } from "react";
import { useParams } from "react-router";
import { shortOrderId } from "@shop/domain";
import { paths, paymentPath } from "../../config/paths";
import { ButtonLink } from "../../components/ui/ButtonLink";
import { PageLoading } from "../../components/ui/PageLoading";
import { useSession } from "../auth";
import { BackToOrders, OrderDetails } from "./components/OrderDetails";
import { orderWithFulfilmentFromData } from "./api/fulfilmentData";
import { watchOrderRestFirst } from "./api/orderLive";
import { useOrder, type OrderWatch } from "./hooks/useOrder";
import "./orders.css";

const watchWithFulfilment: OrderWatch = (uid, orderId, onChange, onError) =>
  watchOrderRestFirst(uid, orderId, onChange, onError, orderWithFulfilmentFromData);

/** /myOrders/:orderId (docs/orders.md): one of the shopper's orders, live, with its tax invoice. */
export default function OrderPage() {
  const orderId = useParams().orderId ?? "";
  const uid = useSession((s) => s.user?.uid);
  const view = useOrder(uid, orderId, watchWithFulfilment);
  const title = `Order #${shortOrderId(orderId)}`;
  const notice = (heading: string, body: ReactNode, back = false) => (
    <section className="page orders-page" aria-labelledby="order-title">
      <BackToOrders />
      <h1 id="order-title">{heading}</h1>
      <div className="orders-message card">
        {body}
        {back && <ButtonLink to={paths.myOrders}>Back to My Orders</ButtonLink>}
      </div>
    </section>
  );
  switch (view.state) {
    case "loading":
      return notice(title, <PageLoading />);
    case "error":
      return notice(title, <p role="alert">{view.message}</p>, true);
    case "not-found":
      return notice("Order Not Found", <p>We could not find this order in your account.</p>, true);
  }
  if (view.order.status !== "pending") return <OrderDetails order={view.order} />;
  return notice(
    "Not Paid Yet",
    <>
      <p>This order has not been paid yet, so it is not in My Orders.</p>
      <ButtonLink to={paymentPath(view.order.orderId)} size="lg">
        Go to Payment
      </ButtonLink>
    </>,
  );
}
