import { useEffect, useRef } from "react";
import { Link } from "react-router";
import {
  estimatedShipping,
  formatINR,
  formatLongDate,
  shortOrderId,
  type Order,
} from "@shop/domain";
import { orderPath } from "../../../config/paths";
import { OrderItemList } from "../../../components/order/OrderItemList";
import { ORDERS_MESSAGES } from "../messages";
import { FulfilmentSummary } from "./FulfilmentSummary";

/**
 * One paid order (docs/product.md §2 My Orders): short id, placed date, Paid
 * badge, items, total, shipping estimate; where it stands after payment, and
 * a link to its page (docs/orders.md). The order just paid stands out and
 * scrolls into view.
 */
export function OrderCard({ order, justPaid = false }: { order: Order; justPaid?: boolean }) {
  const short = shortOrderId(order.orderId);
  const titleId = `order-${order.orderId}`;
  const card = useRef<HTMLElement>(null);
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
          <p className="order-card-date">
            Placed on{" "}
            <time dateTime={order.createdAt.toISOString()}>{formatLongDate(order.createdAt)}</time>
          </p>
        </div>
        <p className="order-card-badges">
          {justPaid && <span className="order-card-new">{ORDERS_MESSAGES.justPaid}</span>}
          <span className="order-card-badge">Paid</span>
        </p>
      </header>
      <FulfilmentSummary order={order} />
      <OrderItemList items={order.items} label={`Items in order #${short}`} />
      <footer className="order-card-foot">
        <p className="order-card-shipping">
          Estimated shipping:{" "}
          <strong>{formatLongDate(estimatedShipping(order.paidAt ?? order.createdAt))}</strong>
        </p>
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
