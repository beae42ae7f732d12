import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import {
  COD_TEXT,
  DISCOUNT_TEXT,
  formatINR,
  formatLongDate,
  ORDER_HISTORY_LABELS,
  orderStatus,
  shortOrderId,
  type Order,
} from "@shop/domain";
import { paths } from "../../../config/paths";
import { OrderItemList } from "../../../components/order/OrderItemList";
import { CodActions } from "./CodActions";
import { FulfilmentSummary, StatusBadge } from "./FulfilmentSummary";
import { TaxDocuments } from "./TaxDocuments";

const DATE_TIME = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

/** A moment as Indian shoppers read it, in India's time zone: "22 November 2026 at 3:35 pm". */
const When = ({ date, className }: { date: Date; className?: string }) => (
  <time className={className} dateTime={date.toISOString()}>
    {DATE_TIME.format(date)}
  </time>
);

export const BackToOrders = () => (
  <p className="order-back">
    <Link to={paths.myOrders}>← My Orders</Link>
  </p>
);

/** A paid or COD order's page (docs/orders.md, docs/cod.md): items, delivery, payment, progress, invoice. */
export function OrderDetails({ order }: { order: Order }) {
  const short = shortOrderId(order.orderId);
  const { addressInfo: address } = order;
  const view = orderStatus(order);
  // Cash on delivery: the courier collects the fee too; Razorpay has no part in it.
  const codFee = order.paymentMethod === "cod" ? (order.codFee ?? 0) : undefined;
  type Fact = readonly [term: string, value: ReactNode, className?: string];
  const facts: Fact[] = [
    ["Placed", <When date={order.createdAt} />],
    ...(order.paidAt ? [["Paid", <When date={order.paidAt} />] as const] : []),
    ...(order.status === "paid"
      ? [["Amount paid", formatINR(order.amount + (codFee ?? 0))] as const]
      : []),
    ...(view.refunded ? [["Refunds", view.refunded] as const] : []),
    ...(codFee === undefined
      ? ([
          ["Razorpay payment", order.paymentId ?? "—", "order-ref"],
          ["Razorpay order", order.razorpayOrderId ?? "—", "order-ref"],
        ] as const)
      : ([
          ["Payment method", COD_TEXT.cashOnDelivery],
          ["Cash on delivery fee", formatINR(codFee)],
        ] as const)),
  ];
  return (
    <div className="page orders-page order-page stack-6">
      <section className="order-screen stack" aria-labelledby="order-title">
        <BackToOrders />
        <header className="order-page-head row">
          <h1 id="order-title">Order #{short}</h1>
          <StatusBadge view={view} />
        </header>
        <p className="order-page-id muted">Order ID {order.orderId}</p>
        <FulfilmentSummary view={view} />
        <div className="grid order-page-grid">
          <section className="card order-panel stack" aria-labelledby="order-items-title">
            <h2 id="order-items-title">Items</h2>
            <OrderItemList items={order.items} label={`Items in order #${short}`} />
            {order.discount && (
              <p className="order-panel-discount">
                {DISCOUNT_TEXT.line(order.discount.code)}{" "}
                <strong>−{formatINR(order.discount.amount)}</strong>
              </p>
            )}
            <p className="order-panel-total">
              Order Total <strong>{formatINR(order.amount)}</strong>
            </p>
          </section>
          <section className="card order-panel stack" aria-labelledby="order-delivery-title">
            <h2 id="order-delivery-title">Delivery</h2>
            <address className="order-address">
              {address.name}
              <br />
              {address.address}
              <br />
              {[address.city, address.state, address.pincode].filter(Boolean).join(", ")}
              <br />
              Phone {address.phone}
            </address>
            {view.shipsBy && (
              <p>
                Estimated shipping: <strong>{formatLongDate(view.shipsBy)}</strong>
              </p>
            )}
          </section>
          <section className="card order-panel stack" aria-labelledby="order-payment-title">
            <h2 id="order-payment-title">Payment</h2>
            <dl className="order-facts">
              {facts.map(([term, value, className]) => (
                <Fragment key={term}>
                  <dt>{term}</dt>
                  <dd className={className}>{value}</dd>
                </Fragment>
              ))}
            </dl>
            <CodActions order={order} />
          </section>
          {order.history && order.history.length > 0 && (
            <section className="card order-panel stack" aria-labelledby="order-history-title">
              <h2 id="order-history-title">Order history</h2>
              <ol className="order-timeline">
                {[...order.history]
                  .sort((a, b) => a.at.getTime() - b.at.getTime())
                  .map((entry, index) => (
                    <li
                      key={`${entry.kind}-${entry.at.getTime()}-${index}`}
                      className="order-timeline-entry"
                    >
                      <p className="order-timeline-what">
                        {ORDER_HISTORY_LABELS[entry.kind]}
                        {entry.note && ` — ${entry.note}`}
                      </p>
                      <When date={entry.at} className="muted" />
                    </li>
                  ))}
              </ol>
            </section>
          )}
        </div>
      </section>
      {/* A COD order is invoiced when its cash is collected (docs/cod.md). */}
      {order.status === "paid" && <TaxDocuments order={order} />}
    </div>
  );
}
