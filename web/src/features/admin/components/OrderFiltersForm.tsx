import { useState, type FormEvent } from "react";
import { FULFILMENT_STAGES, STAGE_LABELS } from "@shop/domain";
import { NO_FILTERS, searchProblem, type OrderFilters } from "../orderFilters";
import { ADMIN_UI } from "../messages";

/** Payment and stage apply at once; the searches when "Search" is pressed, if they can run. */
export function OrderFiltersForm({
  filters,
  onChange,
}: {
  filters: OrderFilters;
  onChange: (filters: OrderFilters) => void;
}) {
  const [orderId, setOrderId] = useState(filters.orderId);
  const [phone, setPhone] = useState(filters.phone);
  const [email, setEmail] = useState(filters.email);
  const [problem, setProblem] = useState<string>();
  const search = (event: FormEvent) => {
    event.preventDefault();
    const typed = { orderId: orderId.trim(), phone: phone.trim(), email: email.trim() };
    const found = searchProblem(typed);
    setProblem(found);
    if (!found) onChange({ ...filters, ...typed });
  };
  const clear = () => {
    setOrderId("");
    setPhone("");
    setEmail("");
    setProblem(undefined);
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
        <input
          value={orderId}
          onChange={(e) => setOrderId(e.target.value)}
          placeholder="2446-AC8Q"
        />
      </label>
      <label>
        Phone
        <input type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
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
      {problem && (
        <p className="admin-note admin-error" role="alert">
          {problem}
        </p>
      )}
      {(filters.orderId || filters.phone) && <p className="admin-note">{ADMIN_UI.searchAlone}</p>}
    </form>
  );
}
