import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { formatINR, formatLongDate, orderStatus, shortOrderId, type Order } from "@shop/domain";
import { orderPath } from "../../../config/paths";
import { OrderItemList } from "../../../components/order/OrderItemList";
import { FulfilmentSummary, StatusBadge } from "./FulfilmentSummary";

/** One paid order on My Orders (docs/product.md §2, docs/orders.md); the one just paid scrolls into view. */
export function OrderCard({ order, justPaid = false }: { order: Order; justPaid?: boolean }) {
  const short = shortOrderId(order.orderId);
  const titleId = `order-${order.orderId}`;
  const card = useRef<HTMLElement>(null);
  const view = orderStatus(order);
  useEffect(() => {
    if (justPaid) card.current?.scrollIntoView({ block: "center" });
  }, [justPaid]);
  return (
    <article
      ref={card}
      className={`order-card card${justPaid ? " order-card--just-paid" : ""}`}
      aria-labelledby={titleId}
    >
      <header className="order-card-head">
        <div>
          <h2 id={titleId} className="order-card-title">
            Order #{short}
          </h2>
          <p className="order-card-date muted">
            Placed on{" "}
            <time dateTime={order.createdAt.toISOString()}>{formatLongDate(order.createdAt)}</time>
          </p>
        </div>
        <p className="order-card-badges cluster">
          {justPaid && <span className="order-card-new">Just paid</span>}
          <StatusBadge view={view} />
        </p>
      </header>
      <FulfilmentSummary view={view} />
      <OrderItemList items={order.items} label={`Items in order #${short}`} />
      <footer className="order-card-foot">
        {view.shipsBy && (
          <p className="order-card-shipping muted">
            Estimated shipping: <strong>{formatLongDate(view.shipsBy)}</strong>
          </p>
        )}
        <p className="order-card-total">
          Order Total <strong>{formatINR(order.amount)}</strong>
        </p>
        <Link className="order-card-link" to={orderPath(order.orderId)}>
          View details<span className="visually-hidden"> of order #{short}</span>
        </Link>
      </footer>
    </article>
  );
}
