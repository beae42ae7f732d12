import { STEPS } from "./homeContent";

export function ProcessSteps() {
  return (
    <section className="section section-alt" aria-labelledby="how-it-works">
      <div className="container">
        <header className="section-head">
          <span className="eyebrow">How it works</span>
          <h2 id="how-it-works">Four steps to a tank that looks after itself</h2>
        </header>
        <ol className="grid grid-4">
          {STEPS.map((step, i) => (
            <li key={step.title} className="card step">
              <span className="step-number" aria-hidden="true">
                {i + 1}
              </span>
              <h3>
                <span className="visually-hidden">Step {i + 1}: </span>
                {step.title}
              </h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
