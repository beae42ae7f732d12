import { formatINR, formatLongDate, orderStatus, shortOrderId, type Order } from "@shop/domain";
import { OrderItemList } from "../../../components/order/OrderItemList";
import { formatDateTime } from "../dates";
import { BackToOrders } from "./BackToOrders";
import { FulfilmentSummary, StatusBadge } from "./FulfilmentSummary";
import { OrderTimeline } from "./OrderTimeline";
import { TaxInvoice } from "./TaxInvoice";

const When = ({ date }: { date: Date }) => (
  <time dateTime={date.toISOString()}>{formatDateTime(date)}</time>
);

/** A paid order's page (docs/orders.md): items, delivery, payment, progress, invoice. */
export function OrderDetails({ order }: { order: Order }) {
  const short = shortOrderId(order.orderId);
  const { addressInfo: address } = order;
  const view = orderStatus(order);
  return (
    <div className="page orders-page order-page">
      <section className="order-screen" aria-labelledby="order-title">
        <BackToOrders />
        <header className="order-page-head">
          <h1 id="order-title">Order #{short}</h1>
          <StatusBadge view={view} />
        </header>
        <p className="order-page-id">Order ID {order.orderId}</p>
        <FulfilmentSummary view={view} />
        <div className="order-page-grid">
          <section className="card order-panel" aria-labelledby="order-items-title">
            <h2 id="order-items-title">Items</h2>
            <OrderItemList items={order.items} label={`Items in order #${short}`} />
            <p className="order-panel-total">
              Order Total <strong>{formatINR(order.amount)}</strong>
            </p>
          </section>
          <section className="card order-panel" aria-labelledby="order-delivery-title">
            <h2 id="order-delivery-title">Delivery</h2>
            <address className="order-address">
              {address.name}
              <br />
              {address.address}
              <br />
              {address.pincode}
              <br />
              Phone {address.phone}
            </address>
            {view.shipsBy && (
              <p>
                Estimated shipping: <strong>{formatLongDate(view.shipsBy)}</strong>
              </p>
            )}
          </section>
          <section className="card order-panel" aria-labelledby="order-payment-title">
            <h2 id="order-payment-title">Payment</h2>
            <dl className="order-facts">
              <dt>Placed</dt>
              <dd>
                <When date={order.createdAt} />
              </dd>
              {order.paidAt && (
                <>
                  <dt>Paid</dt>
                  <dd>
                    <When date={order.paidAt} />
                  </dd>
                </>
              )}
              <dt>Amount paid</dt>
              <dd>{formatINR(order.amount)}</dd>
              {view.refunded && (
                <>
                  <dt>Refunds</dt>
                  <dd>{view.refunded}</dd>
                </>
              )}
              <dt>Razorpay payment</dt>
              <dd className="order-ref">{order.paymentId ?? "—"}</dd>
              <dt>Razorpay order</dt>
              <dd className="order-ref">{order.razorpayOrderId ?? "—"}</dd>
            </dl>
          </section>
          {order.history && order.history.length > 0 && (
            <section className="card order-panel" aria-labelledby="order-history-title">
              <h2 id="order-history-title">Order history</h2>
              <OrderTimeline history={order.history} />
            </section>
          )}
        </div>
      </section>
      <TaxInvoice order={order} />
    </div>
  );
}
