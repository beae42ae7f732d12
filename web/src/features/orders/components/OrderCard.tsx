import {
  estimatedShipping,
  formatINR,
  formatLongDate,
  shortOrderId,
  type Order,
} from "@shop/domain";
import { OrderItemList } from "../../../components/order/OrderItemList";

/** One paid order (docs/product.md §2 My Orders): short id, placed date, Paid badge, items, total, shipping estimate. */
export function OrderCard({ order }: { order: Order }) {
  const short = shortOrderId(order.orderId);
  const titleId = `order-${order.orderId}`;
  return (
    <article className="order-card card" aria-labelledby={titleId}>
      <header className="order-card-head">
        <div>
          <h2 id={titleId} className="order-card-title">
            Order #{short}
          </h2>
          <p className="order-card-date">
            Placed on{" "}
            <time dateTime={order.createdAt.toISOString()}>{formatLongDate(order.createdAt)}</time>
          </p>
        </div>
        <span className="order-card-badge">Paid</span>
      </header>
      <OrderItemList items={order.items} label={`Items in order #${short}`} />
      <footer className="order-card-foot">
        <p className="order-card-shipping">
          Estimated shipping:{" "}
          <strong>{formatLongDate(estimatedShipping(order.paidAt ?? order.createdAt))}</strong>
        </p>
        <p className="order-card-total">
          Order Total <strong>{formatINR(order.amount)}</strong>
        </p>
      </footer>
    </article>
  );
}
