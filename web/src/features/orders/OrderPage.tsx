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
import { ORDER_MESSAGES } from "./orderMessages";
import "./orders.css";
import "./orderPage.css";

const watchWithFulfilment: OrderWatch = (uid, orderId, onChange, onError) =>
  watchOrderRestFirst(uid, orderId, onChange, onError, orderWithFulfilmentFromData);

/** /myOrders/:orderId (docs/orders.md): one of the shopper's orders, live, with its tax invoice. */
export default function OrderPage() {
  const orderId = useParams().orderId ?? "";
  const uid = useSession((s) => s.user?.uid);
  const view = useOrder(uid, orderId, watchWithFulfilment);
  const title = `Order #${shortOrderId(orderId)}`;
  switch (view.state) {
    case "loading":
      return (
        <OrderNotice title={title}>
          <PageLoading />
        </OrderNotice>
      );
    case "error":
      return (
        <OrderNotice title={title} back>
          <p role="alert">{view.message}</p>
        </OrderNotice>
      );
    case "not-found":
      return (
        <OrderNotice title={ORDER_MESSAGES.notFoundTitle} back>
          <p>{ORDER_MESSAGES.notFoundText}</p>
        </OrderNotice>
      );
  }
  if (view.order.status !== "paid") {
    return (
      <OrderNotice title={ORDER_MESSAGES.notPaidTitle}>
        <p>{ORDER_MESSAGES.notPaidText}</p>
        <ButtonLink to={paymentPath(view.order.orderId)} size="lg">
          Go to Payment
        </ButtonLink>
      </OrderNotice>
    );
  }
  return <OrderDetails order={view.order} />;
}

function OrderNotice({
  title,
  back = false,
  children,
}: {
  title: string;
  back?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section className="page orders-page" aria-labelledby="order-title">
      <BackToOrders />
      <h1 id="order-title">{title}</h1>
      <div className="orders-message card">
        {children}
        {back && <ButtonLink to={paths.myOrders}>Back to My Orders</ButtonLink>}
      </div>
    </section>
  );
}
