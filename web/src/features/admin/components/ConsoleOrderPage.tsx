import { useParams } from "react-router";
import {
  formatINR,
  isVariantKey,
  orderStatus,
  variantLabel,
  type AddressInfo,
  type OrderItem,
} from "@shop/domain";
import { PageLoading } from "../../../components/ui/PageLoading";
import type { AdminOrder } from "../api/adminOrderData";
import { formatIst, stageLabel } from "../format";
import { useAdminOrder, useCustomer } from "../hooks/useAdminOrder";
import { ADMIN_UI } from "../messages";
import { FulfilmentControls } from "./FulfilmentControls";
import { RefundPanel } from "./RefundPanel";
import { ConsoleOrderTimeline } from "./ConsoleOrderTimeline";
import { PackingSlip, PrintSlipButton } from "./PackingSlip";

/** /admin/orders/:uid/:orderId: one order, live, with what may be done to it next. */
export function ConsoleOrderPage() {
  const { uid = "", orderId = "" } = useParams();
  const view = useAdminOrder(uid, orderId);
  return (
    <section aria-labelledby="admin-order-title">
      <h1 id="admin-order-title">Order {orderId}</h1>
      {view.state === "loading" && <PageLoading />}
      {view.state === "error" && <p role="alert">{ADMIN_UI.orderFailed}</p>}
      {view.state === "missing" && <p role="alert">{ADMIN_UI.orderNotFound}</p>}
      {view.state === "ready" && <OrderDetail order={view.order} />}
      {view.state === "ready" && <PackingSlip order={view.order} />}
    </section>
  );
}

function OrderDetail({ order }: { order: AdminOrder }) {
  const customer = useCustomer(order.uid);
  const status = orderStatus(order);
  return (
    <div className="admin-order">
      <div className="card admin-box">
        <h2>Summary</h2>
        <dl className="admin-facts">
          <Fact label="Payment">{status.payment}</Fact>
          <Fact label="Stage">{stageLabel(order)}</Fact>
          {order.fulfilment?.shipment && (
            <Fact label="Shipment">
              {order.fulfilment.shipment.carrier} {order.fulfilment.shipment.trackingNumber}
            </Fact>
          )}
          <Fact label="Amount">{formatINR(order.amount)}</Fact>
          <Fact label="Placed">{formatIst(order.createdAt)}</Fact>
          {order.paidAt && <Fact label="Paid">{formatIst(order.paidAt)}</Fact>}
          <Fact label="Razorpay order">{order.razorpayOrderId ?? "—"}</Fact>
          <Fact label="Razorpay payment">{order.paymentId ?? "—"}</Fact>
        </dl>
      </div>
      <div className="card admin-box">
        <h2>Customer</h2>
        <dl className="admin-facts">
          <Fact label="Name">{customer?.name || order.addressInfo.name || "—"}</Fact>
          <Fact label="E-mail">{customer?.email || order.customerEmail || "—"}</Fact>
          <Fact label="Account">{order.uid}</Fact>
        </dl>
        <h3>Delivery address</h3>
        <Address address={order.addressInfo} />
        <PrintSlipButton />
      </div>
      <FulfilmentControls order={order} />
      <RefundPanel order={order} />
      <div className="card admin-box">
        <h2>Items</h2>
        <Items items={order.items} />
      </div>
      <ConsoleOrderTimeline order={order} />
    </div>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Address({ address }: { address: AddressInfo }) {
  const lines = [address.name, address.address, address.pincode, address.phone].filter(Boolean);
  if (lines.length === 0) return <p>No address yet.</p>;
  return (
    <address className="admin-address">
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  );
}

function Items({ items }: { items: readonly OrderItem[] }) {
  return (
    <table className="admin-table">
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Unit price</th>
          <th scope="col">Qty</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={`${item.productId}/${item.variantKey}`}>
            <td data-label="Product">
              {item.productName} (
              {isVariantKey(item.variantKey) ? variantLabel(item.variantKey) : item.variantName})
            </td>
            <td data-label="Unit price">{formatINR(item.price)}</td>
            <td data-label="Qty">{item.quantity}</td>
            <td data-label="Total">{formatINR(item.lineTotal)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
