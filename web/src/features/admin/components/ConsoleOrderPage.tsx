import type { ReactNode } from "react";
import { useParams } from "react-router";
import {
  ADMIN_MESSAGES,
  DISCOUNT_TEXT,
  formatINR,
  ORDER_HISTORY_LABELS,
  orderStatus,
} from "@shop/domain";
import { OrderItemList } from "../../../components/order/OrderItemList";
import { PageLoading } from "../../../components/ui/PageLoading";
import { TaxDocuments } from "../../orders";
import type { AdminOrder } from "../api/adminOrder";
import { formatIst, stageLabel } from "../format";
import { useAdminOrder, useCustomer, useLedger, useOperators } from "../hooks/useConsoleData";
import { FulfilmentControls } from "./FulfilmentControls";
import { RefundPanel } from "./RefundPanel";
import { PackingSlip, PrintSlipButton } from "./PackingSlip";

/** /admin/orders/:uid/:orderId: one order, live, with what may be done to it next. */
export function ConsoleOrderPage() {
  const { uid = "", orderId = "" } = useParams();
  const view = useAdminOrder(uid, orderId);
  return (
    <section aria-labelledby="admin-order-title">
      <h1 id="admin-order-title">Order {orderId}</h1>
      {view.state === "loading" && <PageLoading />}
      {view.state === "error" && <p role="alert">Could not load this order.</p>}
      {view.state === "not-found" && <p role="alert">{ADMIN_MESSAGES.orderNotFound}</p>}
      {view.state === "ready" && <OrderDetail order={view.order} />}
      {view.state === "ready" && <PackingSlip order={view.order} />}
    </section>
  );
}

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
);

function OrderDetail({ order }: { order: AdminOrder }) {
  const customer = useCustomer(order.uid);
  const { shipment } = order.fulfilment ?? {};
  const { name, address, city, state, pincode, phone, gstin } = order.addressInfo;
  const place = [city, state].filter(Boolean).join(", ");
  const lines = [name, address, place, pincode, phone, gstin && `GSTIN ${gstin}`].filter(Boolean);
  return (
    <div className="admin-order stack">
      <div className="card admin-box">
        <h2>Summary</h2>
        <dl className="admin-facts">
          <Fact label="Payment">{orderStatus(order).payment}</Fact>
          <Fact label="Stage">{stageLabel(order)}</Fact>
          {shipment && (
            <Fact label="Shipment">
              {shipment.carrier} {shipment.trackingNumber}
            </Fact>
          )}
          {order.discount && (
            <Fact label={DISCOUNT_TEXT.line(order.discount.code)}>
              −{formatINR(order.discount.amount)}
            </Fact>
          )}
          <Fact label="Amount">{formatINR(order.amount)}</Fact>
          {order.paymentMethod === "cod" && <CodFact order={order} />}
          <Fact label="Placed">{formatIst(order.createdAt)}</Fact>
          {order.paidAt && <Fact label="Paid">{formatIst(order.paidAt)}</Fact>}
          {(order.paymentMethod !== "cod" || order.razorpayOrderId) && (
            <>
              <Fact label="Razorpay order">{order.razorpayOrderId ?? "—"}</Fact>
              <Fact label="Razorpay payment">{order.paymentId ?? "—"}</Fact>
            </>
          )}
        </dl>
      </div>
      <div className="card admin-box">
        <h2>Customer</h2>
        <dl className="admin-facts">
          <Fact label="Name">{customer?.name || name || "—"}</Fact>
          <Fact label="E-mail">{customer?.email || order.customerEmail || "—"}</Fact>
          <Fact label="Account">{order.uid}</Fact>
        </dl>
        <h3>Delivery address</h3>
        {lines.length === 0 ? (
          <p>No address yet.</p>
        ) : (
          <address className="admin-address">
            {lines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        )}
        <PrintSlipButton />
      </div>
      <FulfilmentControls order={order} />
      <RefundPanel order={order} />
      <div className="card admin-box">
        <h2>Items</h2>
        <OrderItemList items={order.items} label="Items" />
      </div>
      {order.status === "paid" && <TaxDocuments order={order} />}
      <ConsoleOrderTimeline order={order} />
    </div>
  );
}

/** What the courier collects: the goods and the COD fee (docs/cod.md). */
function CodFact({ order }: { order: AdminOrder }) {
  const fee = order.codFee ?? 0;
  const total = formatINR(order.amount + fee);
  const parts = `goods ${formatINR(order.amount)} + COD fee ${formatINR(fee)}`;
  if (order.status === "paid") return <Fact label="Collected in cash">{total}</Fact>;
  return (
    <Fact label="To collect">
      {order.closed ? "Nothing: the order is closed" : `${total} (${parts})`}
    </Fact>
  );
}

const KIND_LABELS: Readonly<Record<string, string>> = { ...ORDER_HISTORY_LABELS, placed: "Placed" };

/** The order's own history beside the webhooks Razorpay sent about it, oldest first. */
export function ConsoleOrderTimeline({ order }: { order: AdminOrder }) {
  const ledger = useLedger(order.razorpayOrderId);
  const names = useOperators(order.uid, order.orderId);
  const steps = [
    ...(order.history ?? []).map((entry, index) => {
      // An operator by name, never by id: older orders stored a uid in `by`.
      const name = entry.requestKey ? names[entry.requestKey] : undefined;
      const by = entry.by === "system" ? "by system" : `by ${name ?? "an operator"}`;
      return {
        key: `h${index}`,
        at: entry.at,
        what: KIND_LABELS[entry.kind] ?? entry.kind,
        detail: [entry.note, by].filter(Boolean).join(" · "),
      };
    }),
    ...ledger.map((entry) => ({
      key: `w${entry.eventId}`,
      at: entry.receivedAt,
      what: `Webhook ${entry.event}`,
      detail: [entry.outcome, entry.paymentId].filter(Boolean).join(" · "),
    })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  return (
    <div className="card admin-box">
      <h2>Timeline</h2>
      {steps.length === 0 ? (
        <p>No history recorded.</p>
      ) : (
        <ol className="stack-2" aria-label="Timeline">
          {steps.map(({ key, at, what, detail }) => (
            <li key={key}>
              <time dateTime={at.toISOString()}>{formatIst(at)}</time> <strong>{what}</strong>
              {detail && <span className="muted"> {detail}</span>}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
