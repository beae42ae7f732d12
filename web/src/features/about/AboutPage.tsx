import "../../styles/about.css";
import { ButtonLink } from "../../components/ui/ButtonLink";
import { paths } from "../../config/paths";

const VALUES = [
  {
    title: "Water first",
    text: "Every litre that overflows from a terrace tank is a litre someone else goes without. Our controllers stop the pump the moment the tank is full.",
  },
  {
    title: "Made for Indian homes",
    text: "230 V single-phase supply, long cable runs to the terrace, motors and starters of every kind: we design for the homes our customers actually live in.",
  },
  {
    title: "Support that never sleeps",
    text: "Pumps do not keep office hours, so neither do we. Our support team is there 24/7, every day of the year.",
  },
];

export default function AboutPage() {
  return (
    <>
      <header className="about-hero">
        <div className="container about-hero-inner">
          <div>
            <span className="eyebrow eyebrow-light">About us</span>
            <h1>About AquaSense</h1>
            <p className="about-lead">
              We make smart water-tank controllers so that Indian homes never waste another drop to
              an overflowing tank or burn out another pump.
            </p>
          </div>
          <img src="/images/about-hero.svg" alt="" width={560} height={420} />
        </div>
      </header>

      <section className="section" aria-labelledby="mission">
        <div className="container about-split stack">
          <div>
            <span className="eyebrow">Our mission</span>
            <h2 id="mission">Take the worry out of water</h2>
          </div>
          <div className="about-prose">
            <p>
              Every home with an overhead tank knows the routine: switch the pump on, wait, climb to
              the terrace to check, switch it off, and hope nobody forgot. We started AquaSense to
              end that routine.
            </p>
            <p>
              Our controllers watch the tank in real time and run the pump by themselves. No water
              overflows, no motor runs dry and no electricity is wasted. They install in about 15
              minutes, and our support team is there around the clock in the 15+ states where we are
              active.
            </p>
          </div>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="values">
        <div className="container">
          <header className="section-head">
            <h2 id="values">What we stand for</h2>
          </header>
          <ul className="grid grid-3">
            {VALUES.map((value) => (
              <li key={value.title} className="card">
                <h3>{value.title}</h3>
                <p>{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="pledge">
        <div className="container">
          {/* The figure starts the heading's sentence: "40%" is said once, big, and read as part of it. */}
          <div className="pledge">
            <span className="eyebrow eyebrow-light flush">Our charity pledge</span>
            <h2 id="pledge" className="pledge-heading">
              <span className="pledge-figure">40%</span>{" "}
              <span className="pledge-words">of our profits go to charity</span>
            </h2>
            <p>Every controller you buy saves water in your home and helps people beyond it.</p>
            <ButtonLink to={paths.products} variant="accent">
              Shop the controllers
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
