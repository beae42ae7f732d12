import { formatINR, orderStatus, STAGE_LABELS, type Order, type OrderEmailKey } from "../domain";
import { datesOf } from "../lib/firestore";
import type { TemplateParams } from "../contact/mailer";

type Data = FirebaseFirestore.DocumentData;

/** Of the shopper's typing only name and address, and EmailJS escapes values (docs/admin.md). */
export function orderEmailParams(
  key: OrderEmailKey,
  order: Data,
  toEmail: string,
  shopName: string,
  shopUrl = "",
): TemplateParams {
  const items: unknown[] = Array.isArray(order.items) ? order.items : [];
  const address = (order.addressInfo ?? {}) as Record<string, unknown>;
  // The stored order's status as every screen shows it (domain/orderStatus.ts).
  const status = orderStatus({ ...datesOf<Order>(order), amount: Number(order.amount) || 0 });
  const common: TemplateParams = {
    to_email: toEmail,
    to_name: typeof address.name === "string" && address.name ? address.name : "Customer",
    from_name: shopName,
    order_id: String(order.orderId ?? ""),
    amount: formatINR(Number(order.amount) || 0),
    items: items.map(describeItem).join("\n"),
    status: status.label,
  };
  if (key === "confirmation") {
    // The order page offers the invoice's PDF; the invoice is issued just before this e-mail.
    const confirmed = {
      ...common,
      title: `Order ${common.order_id} confirmed`,
      invoice_number: String(order.invoiceNumber ?? ""),
      order_url: `${shopUrl.replace(/\/+$/, "")}/myOrders/${encodeURIComponent(String(order.orderId ?? ""))}`,
    };
    // A COD order is confirmed unpaid: the cash to keep ready, fee included (docs/cod.md).
    if (order.status !== "cod") return confirmed;
    const due = (Number(order.amount) || 0) + (Number(order.codFee) || 0);
    return { ...confirmed, amount: formatINR(due), cash_due: status.due ?? "" };
  }
  if (key === "shipped") {
    const shipment = (order.fulfilment?.shipment ?? {}) as Record<string, unknown>;
    return {
      ...common,
      title: `Order ${common.order_id} ${STAGE_LABELS.shipped.toLowerCase()}`,
      carrier: String(shipment.carrier ?? ""),
      tracking_number: String(shipment.trackingNumber ?? ""),
    };
  }
  const refundId = key.slice("refund:".length);
  const refund = (order.refunds?.[refundId] ?? {}) as Record<string, unknown>;
  const refundAmount = formatINR(Number(refund.amount) || 0);
  return {
    ...common,
    title:
      status.tone === "cancelled"
        ? `Order ${common.order_id} cancelled: ${refundAmount} refunded`
        : `Refund for order ${common.order_id}`,
    refund_id: refundId,
    refund_amount: refundAmount,
    refunded: status.refunded ?? "",
  };
}

function describeItem(item: unknown): string {
  const line = (item ?? {}) as Record<string, unknown>;
  const name = [line.productName, line.variantName].filter(Boolean).join(" ");
  return `${name} × ${Number(line.quantity) || 0}`;
}
