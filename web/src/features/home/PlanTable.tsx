import { CheckIcon, CrossIcon } from "../../components/ui/icons";
import { PLAN_COMPARISON, PLAN_NAMES, type PlanCategory, type PlanValue } from "./plans";

function PlanCell({ value }: { value: PlanValue }) {
  if (typeof value === "string") return <td>{value}</td>;
  return (
    <td>
      {value ? (
        <CheckIcon className="plan-yes" size={20} />
      ) : (
        <CrossIcon className="plan-no" size={20} />
      )}
      <span className="visually-hidden">{value ? "Included" : "Not included"}</span>
    </td>
  );
}

interface PlanTableProps {
  plans?: readonly PlanCategory[];
}

/** docs/product.md §2 Home: Basic vs Pro by feature category; the section shows on medium and larger screens only. */
export function PlanTable({ plans = PLAN_COMPARISON }: PlanTableProps) {
  return (
    <section className="section section-alt plans" aria-labelledby="plans">
      <div className="container">
        <header className="section-head">
          <span className="eyebrow">Plans</span>
          <h2 id="plans">Compare Basic and Pro</h2>
          <p>Both plans are priced per unit. Pro adds a 30-day usage log and a longer warranty.</p>
        </header>
        <div className="plan-table-wrap">
          <table className="plan-table">
            <caption className="visually-hidden">
              Basic Plan and Pro Plan features by category
            </caption>
            <thead>
              <tr>
                <th scope="col">Feature</th>
                <th scope="col">{PLAN_NAMES.basic}</th>
                <th scope="col" className="plan-pro">
                  {PLAN_NAMES.pro}
                </th>
              </tr>
            </thead>
            {plans.map((group) => (
              <tbody key={group.category}>
                <tr className="plan-category">
                  <th scope="colgroup" colSpan={3}>
                    {group.category}
                  </th>
                </tr>
                {group.features.map((feature) => (
                  <tr key={feature.name}>
                    <th scope="row">{feature.name}</th>
                    <PlanCell value={feature.basic} />
                    <PlanCell value={feature.pro} />
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>
      </div>
    </section>
  );
}
