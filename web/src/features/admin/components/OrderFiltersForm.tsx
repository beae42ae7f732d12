import { useState, type FormEvent } from "react";
import { COD_TEXT, FULFILMENT_STAGES, STAGE_LABELS } from "@shop/domain";
import { NO_FILTERS, searchProblem, type OrderFilters } from "../orderFilters";

const SEARCHES = [
  { name: "orderId", label: "Order ID", placeholder: "2446-AC8Q" },
  { name: "phone", label: "Phone", type: "tel" },
  { name: "email", label: "Customer e-mail", type: "email" },
] as const;
const PAYMENTS = Object.entries({
  all: "All",
  pending: "Pending",
  paid: "Paid",
  cod: COD_TEXT.cashOnDelivery,
});
const STAGES = [["all", "All"], ...FULFILMENT_STAGES.map((stage) => [stage, STAGE_LABELS[stage]])];
const SELECTS = [
  ["payment", "Payment", PAYMENTS],
  ["stage", "Stage", STAGES],
] as const;
type Props = { filters: OrderFilters; onChange: (filters: OrderFilters) => void };

/** Payment and stage apply at once; the searches when "Search" is pressed, if they can run. */
export function OrderFiltersForm({ filters, onChange }: Props) {
  const [problem, setProblem] = useState<string>();
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const [orderId = "", phone = "", email = ""] = SEARCHES.map(({ name }) =>
      String(form.get(name)).trim(),
    );
    const found = searchProblem({ orderId, phone });
    setProblem(found);
    if (!found) onChange({ ...filters, orderId, phone, email });
  };
  return (
    <form
      className="admin-filters admin-form"
      onSubmit={search}
      onReset={() => {
        setProblem(undefined);
        onChange(NO_FILTERS);
      }}
      aria-label="Filter orders"
    >
      {SELECTS.map(([key, label, options]) => (
        <label key={key}>
          {label}
          <select
            value={filters[key]}
            onChange={(e) => onChange({ ...filters, [key]: e.target.value } as OrderFilters)}
          >
            {options.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </label>
      ))}
      {SEARCHES.map(({ label, ...input }) => (
        <label key={input.name}>
          {label}
          <input {...input} />
        </label>
      ))}
      <div className="admin-filter-actions cluster">
        <button type="submit" className="btn btn-primary btn-sm">
          Search
        </button>
        <button type="reset" className="btn btn-ghost btn-sm">
          Clear
        </button>
      </div>
      {filters.stage === "paid" && (
        <p className="admin-note muted">
          “Paid” lists paid orders nobody has moved yet: Firestore cannot query a missing fulfilment
          field, so this page's paid orders are filtered in the browser and a page may hold fewer
          than 20.
        </p>
      )}
      {filters.payment === "cod" && (filters.stage !== "all" || filters.email) && (
        <p className="admin-note muted">
          Cash on delivery orders are narrowed by stage and e-mail in the browser: a page may hold
          fewer than 20.
        </p>
      )}
      {problem && (
        <p className="admin-note admin-error" role="alert">
          {problem}
        </p>
      )}
      {(filters.orderId || filters.phone) && (
        <p className="admin-note muted">Order ID and phone searches ignore the other filters.</p>
      )}
    </form>
  );
}
