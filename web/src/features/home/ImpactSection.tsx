import { IMPACT } from "./homeContent";

export function ImpactSection() {
  return (
    <section className="section impact" aria-labelledby="impact">
      <div className="container">
        <header className="section-head">
          <span className="eyebrow">Our impact</span>
          <h2 id="impact">Good for your home, good for India</h2>
          <p>
            Every controller saves water at home, and 40% of our profits are donated to charity.
          </p>
        </header>
        <dl className="impact-grid">
          {IMPACT.map((figure) => (
            <div key={figure.value} className="impact-item">
              <dt>{figure.label}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
