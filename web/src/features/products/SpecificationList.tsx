import type { Specification } from "@shop/domain";

export function SpecificationList({ items }: { items: readonly Specification[] }) {
  return (
    <dl className="spec-list">
      {items.map((spec) => (
        <div key={spec.name} className="spec-row">
          <dt>{spec.name}</dt>
          <dd>{spec.value}</dd>
        </div>
      ))}
    </dl>
  );
}
