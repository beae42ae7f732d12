import type { ReactNode } from "react";
import "../../styles/home.css";
import { ButtonLink } from "../../components/ui/ButtonLink";
import { Icon, type IconName } from "../../components/ui/icons";
import { paths } from "../../config/paths";
import { HeroCarousel } from "./HeroCarousel";
import { CLAIMS, IMPACT, PLAN_COMPARISON, PROBLEMS, STEPS, WHY_CHOOSE } from "./homeContent";
import type { PlanCategory, PlanValue } from "./homeContent";

/** In the entry chunk: keep it free of heavy imports (no Firebase, no libraries). */
export function HomePage() {
  return (
    <>
      <h1 className="visually-hidden">AquaSense smart water-tank controllers</h1>
      <HeroCarousel />
      {/* The headline claims of docs/product.md §1, right under the banner. */}
      <div className="claims">
        <ul className="container claims-list">
          {CLAIMS.map((claim) => (
            <li key={claim.title} className="claim">
              <span className="tile claim-icon">
                <Icon name={claim.icon} size={22} strokeWidth={1.8} />
              </span>
              <span>
                <strong>{claim.title}</strong>
                <span className="muted">{claim.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <Section
        id="why-choose"
        eyebrow="Why AquaSense"
        title="Why choose AquaSense?"
        intro="Everything a water tank needs, nothing it doesn't."
      >
        <Cards kind="benefit" grid="grid-3" items={WHY_CHOOSE} />
      </Section>
      <Section
        id="how-it-works"
        className="section-alt"
        eyebrow="How it works"
        title="Four steps to a tank that looks after itself"
      >
        <Cards kind="step" grid="grid-4" items={STEPS} />
      </Section>
      <Section
        id="problems"
        eyebrow="Problems we solve"
        title="The everyday water troubles we put an end to"
      >
        <Cards kind="problem" grid="grid-2" items={PROBLEMS} />
      </Section>
      <Section
        id="impact"
        className="impact"
        eyebrow="Our impact"
        title="Good for your home, good for India"
        intro="Every controller saves water at home, and 40% of our profits are donated to charity."
      >
        <dl className="impact-grid flush">
          {IMPACT.map((figure) => (
            <div key={figure.value} className="impact-item">
              <dt>{figure.label}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <PlanTable />
      <section className="section" aria-labelledby="cta">
        <div className="container">
          <div className="cta-band">
            <div>
              <h2 id="cta">Ready to stop worrying about your water tank?</h2>
              <p>
                Pick the controller and variant that fit your pump. It is installed in about 15
                minutes.
              </p>
            </div>
            <ButtonLink to={paths.products} variant="accent" size="lg">
              Shop Now
              <Icon name="arrowRight" size={20} />
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}

interface SectionProps {
  id: string;
  className?: string;
  eyebrow: string;
  title: string;
  intro?: string;
  children: ReactNode;
}

function Section({ id, className, eyebrow, title, intro, children }: SectionProps) {
  return (
    <section className={className ? `section ${className}` : "section"} aria-labelledby={id}>
      <div className="container">
        <header className="section-head">
          <span className="eyebrow">{eyebrow}</span>
          <h2 id={id}>{title}</h2>
          {intro && <p>{intro}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}

type CardItem = { icon?: IconName; title: string; text: string; solution?: string };

/** Benefits, steps (numbered, so an ordered list) and problems (with their fix) share one card. */
function Cards({ kind, grid, items }: { kind: string; grid: string; items: readonly CardItem[] }) {
  const List = kind === "step" ? "ol" : "ul";
  return (
    <List className={`grid ${grid}`}>
      {items.map((item, i) => (
        <li key={item.title} className={`card ${kind}`}>
          <span className={`tile ${kind}-tile`} aria-hidden="true">
            {item.icon ? <Icon name={item.icon} strokeWidth={1.8} /> : i + 1}
          </span>
          <div>
            <h3>
              {!item.icon && <span className="visually-hidden">Step {i + 1}: </span>}
              {item.title}
            </h3>
            <p>{item.text}</p>
            {item.solution && (
              <p className="problem-solution">
                <Icon name="check" size={18} />
                {item.solution}
              </p>
            )}
          </div>
        </li>
      ))}
    </List>
  );
}

function PlanCell({ value }: { value: PlanValue }) {
  if (typeof value === "string") return <td>{value}</td>;
  return (
    <td>
      <Icon name={value ? "check" : "cross"} className={value ? "plan-yes" : "plan-no"} size={20} />
      <span className="visually-hidden">{value ? "Included" : "Not included"}</span>
    </td>
  );
}

/** docs/product.md §2 Home: Basic vs Pro by feature category; shown on medium and larger screens. */
export function PlanTable({ plans = PLAN_COMPARISON }: { plans?: readonly PlanCategory[] }) {
  return (
    <Section
      id="plans"
      className="section-alt plans"
      eyebrow="Plans"
      title="Compare Basic and Pro"
      intro="Both plans are priced per unit. Pro adds a 30-day usage log and a longer warranty."
    >
      <div className="plan-table-wrap">
        <table className="plan-table">
          <caption className="visually-hidden">
            Basic Plan and Pro Plan features by category
          </caption>
          <thead>
            <tr>
              <th scope="col">Feature</th>
              <th scope="col">Basic Plan</th>
              <th scope="col" className="plan-pro">
                Pro Plan
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
    </Section>
  );
}
