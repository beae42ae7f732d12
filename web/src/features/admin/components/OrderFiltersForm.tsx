import { useState, type FormEvent } from "react";
import { FULFILMENT_STAGES, STAGE_LABELS } from "@shop/domain";
import { NO_FILTERS, type OrderFilters } from "../orderFilters";
import { ADMIN_UI } from "../messages";

/** Payment and stage apply at once; the two searches when "Search" is pressed. */
export function OrderFiltersForm({
  filters,
  onChange,
}: {
  filters: OrderFilters;
  onChange: (filters: OrderFilters) => void;
}) {
  const [orderId, setOrderId] = useState(filters.orderId);
  const [email, setEmail] = useState(filters.email);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, orderId: orderId.trim(), email: email.trim() });
  };
  const clear = () => {
    setOrderId("");
    setEmail("");
    onChange(NO_FILTERS);
  };
  return (
    <form className="admin-filters" onSubmit={search} aria-label="Filter orders">
      <label>
        Payment
        <select
          value={filters.payment}
          onChange={(e) =>
            onChange({ ...filters, payment: e.target.value as OrderFilters["payment"] })
          }
        >
          <option value="all">All</option>
          <option value="pending">Pending</option>
          <option value="paid">Paid</option>
        </select>
      </label>
      <label>
        Stage
        <select
          value={filters.stage}
          onChange={(e) => onChange({ ...filters, stage: e.target.value as OrderFilters["stage"] })}
        >
          <option value="all">All</option>
          {FULFILMENT_STAGES.map((stage) => (
            <option key={stage} value={stage}>
              {STAGE_LABELS[stage]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Order ID
        <input value={orderId} onChange={(e) => setOrderId(e.target.value)} placeholder="ORD-…" />
      </label>
      <label>
        Customer e-mail
        <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <div className="admin-filter-actions">
        <button type="submit" className="btn btn-primary btn-sm">
          Search
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={clear}>
          Clear
        </button>
      </div>
      {filters.stage === "paid" && <p className="admin-note">{ADMIN_UI.paidStageNote}</p>}
      {filters.orderId && <p className="admin-note">Order ID search ignores the other filters.</p>}
    </form>
  );
}
