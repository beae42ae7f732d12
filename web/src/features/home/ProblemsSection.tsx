import { CheckIcon } from "../../components/ui/icons";
import { PROBLEMS } from "./homeContent";
import { HomeIcon } from "./homeIcons";

export function ProblemsSection() {
  return (
    <section className="section" aria-labelledby="problems">
      <div className="container">
        <header className="section-head">
          <span className="eyebrow">Problems we solve</span>
          <h2 id="problems">The everyday water troubles we put an end to</h2>
        </header>
        <ul className="grid grid-2">
          {PROBLEMS.map((item) => (
            <li key={item.problem} className="card problem">
              <span className="problem-icon">
                <HomeIcon name={item.icon} />
              </span>
              <div>
                <h3>{item.problem}</h3>
                <p>{item.text}</p>
                <p className="problem-solution">
                  <CheckIcon size={18} />
                  {item.solution}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
