import {
  formatINR,
  formatLongDate,
  invoiceNumber,
  invoiceTotals,
  isVariantKey,
  supplyOf,
  variantLabel,
  type Order,
} from "@shop/domain";
import { seller as configuredSeller, type Seller } from "../../../config/seller";
import "../invoice.css";

/** docs/orders.md, Tax invoice: prices include GST; domain/invoice.ts works out each line's tax. */
export function TaxInvoice({
  order,
  seller = configuredSeller,
}: {
  order: Order;
  seller?: Seller;
}) {
  const paidAt = order.paidAt ?? order.createdAt;
  const supply = seller.gstin ? supplyOf(seller.gstin, order.addressInfo.pincode) : "unknown";
  const totals = invoiceTotals(
    order.items.map((item) => ({
      description: `${item.productName} (${isVariantKey(item.variantKey) ? variantLabel(item.variantKey) : item.variantName})`,
      quantity: item.quantity,
      gross: item.lineTotal,
    })),
    supply,
  );
  if (!seller.gstin || totals.gross !== order.amount) {
    return (
      <section className="card order-panel stack" aria-labelledby="invoice-title">
        <h2 id="invoice-title">Tax Invoice</h2>
        <p>A tax invoice for this order is not available here. Please contact support.</p>
      </section>
    );
  }
  const { addressInfo: buyer } = order;
  return (
    <section className="stack" aria-labelledby="invoice-title">
      <div className="order-invoice-actions row muted">
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          Print invoice
        </button>
        <span>Choose “Save as PDF” in the print dialog to download it.</span>
      </div>
      <article className="tax-invoice grid card print-alone" aria-labelledby="invoice-title">
        <header className="tax-invoice-head">
          <div>
            <h2 id="invoice-title">Tax Invoice</h2>
            <p className="tax-invoice-seller">
              <strong>{seller.legalName}</strong>
              {seller.addressLines.map((line) => (
                <span key={line}>{line}</span>
              ))}
              <span>GSTIN: {seller.gstin}</span>
            </p>
          </div>
          <dl className="order-facts">
            <dt>Invoice no.</dt>
            <dd>{invoiceNumber(order.orderId, paidAt)}</dd>
            <dt>Invoice date</dt>
            <dd>{formatLongDate(paidAt)}</dd>
            <dt>Order</dt>
            <dd>{order.orderId}</dd>
          </dl>
        </header>
        <div className="tax-invoice-buyer">
          <h3>Billed and shipped to</h3>
          <p>
            {buyer.name}
            <br />
            {buyer.address}
            <br />
            PIN {buyer.pincode} · Phone {buyer.phone}
          </p>
        </div>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolled region must be reachable by keyboard */}
        <div className="tax-invoice-table" tabIndex={0} role="region" aria-label="Invoice lines">
          <table>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Qty</th>
                <th scope="col">Taxable value</th>
                <th scope="col">GST (18%)</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {totals.lines.map((line, index) => (
                <tr key={index}>
                  <th scope="row">{line.description}</th>
                  <td>{line.quantity}</td>
                  <td>{formatINR(line.taxable)}</td>
                  <td>{formatINR(line.gst)}</td>
                  <td>{formatINR(line.gross)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className="tax-invoice-totals">
          {[
            { label: "Taxable value", amount: totals.taxable },
            ...totals.taxes,
            { label: "Total (GST included)", amount: totals.gross },
          ].map(({ label, amount }) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{formatINR(amount)}</dd>
            </div>
          ))}
        </dl>
        <p className="muted">
          Prices include GST. Paid online through Razorpay
          {order.paymentId ? ` (payment ${order.paymentId})` : ""}. No signature required for a
          computer-generated invoice.
        </p>
      </article>
    </section>
  );
}
