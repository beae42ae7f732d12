import { useId, useState } from "react";
import { formatINR, formatLongDate, placeOfSupplyLabel, type TaxDocument } from "@shop/domain";
import { toast } from "../../../components/ui/toast";
import { useLive } from "../../../lib/useLive";
import { downloadTaxDocument, readTaxDocuments } from "../api/taxDocuments";
import "../invoice.css";

type Numbered = { invoiceNumber?: string; creditNoteNumbers?: string[] };

/** docs/orders.md, Tax invoice: the invoice and credit notes the server issued, as stored. */
export function TaxDocuments({ order }: { order: Numbered }) {
  const numbers = order.invoiceNumber
    ? [order.invoiceNumber, ...(order.creditNoteNumbers ?? [])]
    : [];
  const key = numbers.join(" ");
  const docs = useLive<TaxDocument[] | "failed">(key, (report) => {
    readTaxDocuments(key.split(" ")).then(report, (error: unknown) => {
      console.error("Could not read the tax documents", error);
      report("failed");
    });
  });
  if (!Array.isArray(docs) || docs.length === 0) {
    // Issued just after the payment is marked paid: moments later the order names it.
    const note =
      docs === "failed"
        ? "Your invoice could not be loaded. Please reload the page."
        : key && !docs
          ? "Loading your invoice…"
          : "Your invoice is being prepared.";
    return (
      <section className="card order-panel stack" aria-labelledby="invoice-title">
        <h2 id="invoice-title">Tax Invoice</h2>
        <p role="status">{note}</p>
      </section>
    );
  }
  return (
    <div className="order-invoice-block stack">
      {docs.map((doc) => (
        <TaxDocumentView key={doc.number} doc={doc} />
      ))}
    </div>
  );
}

function TaxDocumentView({ doc }: { doc: TaxDocument }) {
  const id = useId();
  const { lines } = doc;
  // A line's share of the order's discount code, when there was one (docs/discounts.md, Invoice).
  const discounted = lines.some((line) => (line.discount ?? 0) > 0);
  const [busy, setBusy] = useState(false);
  const invoice = doc.kind === "invoice";
  const { seller, buyer, totals, ratePercent } = doc;
  const half = ratePercent / 2;
  const taxes: [string, number][] = doc.interState
    ? [[`IGST (${ratePercent}%)`, totals.igst]]
    : [
        [`CGST (${half}%)`, totals.cgst],
        [`SGST (${half}%)`, totals.sgst],
      ];
  const download = () => {
    setBusy(true);
    downloadTaxDocument(doc.number)
      .catch((error: Error) => toast.error(error.message))
      .finally(() => setBusy(false));
  };
  return (
    <article className="tax-invoice grid card" aria-labelledby={id}>
      <header className="tax-invoice-head">
        <div>
          <h2 id={id}>{invoice ? "Tax Invoice" : "Credit Note"}</h2>
          <p className="tax-invoice-party">
            <strong>{seller.name}</strong>
            {seller.addressLines.map((line) => (
              <span key={line}>{line}</span>
            ))}
            {seller.gstin && <span>GSTIN {seller.gstin}</span>}
          </p>
        </div>
        <dl className="order-facts">
          <dt>{invoice ? "Invoice no." : "Credit note no."}</dt>
          <dd>{doc.number}</dd>
          <dt>Date</dt>
          <dd>{formatLongDate(doc.issuedAt)}</dd>
          {doc.invoiceNumber && (
            <>
              <dt>Against invoice</dt>
              <dd>{doc.invoiceNumber}</dd>
            </>
          )}
          <dt>Place of supply</dt>
          <dd>{placeOfSupplyLabel(doc.placeOfSupply)}</dd>
        </dl>
      </header>
      <p className="tax-invoice-party">
        <strong>Billed to {buyer.name}</strong>
        {buyer.addressLines.filter(Boolean).map((line) => (
          <span key={line}>{line}</span>
        ))}
        {buyer.gstin && <span>GSTIN {buyer.gstin}</span>}
      </p>
      <div
        className="tax-invoice-table"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolled region must be reachable by keyboard
        tabIndex={0}
        role="region"
        aria-label={`${doc.number} lines`}
      >
        <table>
          <thead>
            <tr>
              {[
                "Item",
                "HSN",
                "Qty",
                ...(discounted ? ["Discount"] : []),
                "Taxable value",
                doc.interState ? "IGST" : "CGST + SGST",
                "Amount",
              ].map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => (
              <tr key={index}>
                <th scope="row">{line.description}</th>
                <td>{line.hsn}</td>
                <td>{line.quantity}</td>
                {discounted && (
                  <td>{line.discount ? `−${formatINR(line.discount)}` : formatINR(0)}</td>
                )}
                <td>{formatINR(line.taxable)}</td>
                <td>{formatINR(line.cgst + line.sgst + line.igst)}</td>
                <td>{formatINR(line.gross)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="tax-invoice-totals">
        {[
          ["Taxable value", totals.taxable] as const,
          ...taxes,
          ["Total", totals.gross] as const,
        ].map(([label, amount]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatINR(amount)}</dd>
          </div>
        ))}
      </dl>
      <p>{doc.inWords}</p>
      <button type="button" className="btn btn-primary" disabled={busy} onClick={download}>
        {busy ? "Preparing the PDF…" : `Download ${invoice ? "invoice" : "credit note"} (PDF)`}
      </button>
    </article>
  );
}
