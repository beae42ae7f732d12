import { WHY_CHOOSE } from "./homeContent";
import { HomeIcon } from "./homeIcons";

export function WhyChoose() {
  return (
    <section className="section" aria-labelledby="why-choose">
      <div className="container">
        <header className="section-head">
          <span className="eyebrow">Why AquaSense</span>
          <h2 id="why-choose">Why choose AquaSense?</h2>
          <p>Everything a water tank needs, nothing it doesn&apos;t.</p>
        </header>
        <ul className="grid grid-3">
          {WHY_CHOOSE.map((item) => (
            <li key={item.title} className="card benefit">
              <span className="icon-tile">
                <HomeIcon name={item.icon} />
              </span>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
