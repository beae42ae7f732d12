import { useState, type FormEvent } from "react";
import { EMAIL_PATTERN, MESSAGES } from "@shop/domain";
import { Link } from "react-router";
import { Icon } from "../../components/ui/icons";
import { paths } from "../../config/paths";
import { Logo } from "../../components/ui/Logo";
import { MAIN_LINKS } from "./menus";
import { SHOP_CONTACT, SOCIAL_LINKS } from "../../config/shopContact";
import { useHydrated } from "../../components/ui/useHydrated";

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section className="footer-brand" aria-label="About AquaSense">
          <Logo tone="light" />
          <p>
            Smart water-tank controllers that watch your tank and run the pump by themselves. 40% of
            our profits go to charity.
          </p>
          <ul className="social-links cluster" aria-label="AquaSense on social media">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.network}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={link.label}
                >
                  <Icon name={link.network} size={20} fill="currentColor" stroke="none" />
                </a>
              </li>
            ))}
          </ul>
        </section>

        <nav className="footer-col" aria-label="Footer">
          <h2 className="footer-title">Quick Links</h2>
          <ul className="footer-links">
            {[...MAIN_LINKS, { to: paths.myOrders, label: "My Orders" }].map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <section className="footer-col" aria-labelledby="footer-contact">
          <h2 className="footer-title" id="footer-contact">
            Contact
          </h2>
          <address className="footer-contact">
            {(
              [
                ["pin", SHOP_CONTACT.addressLines.map((line) => <span key={line}>{line}</span>)],
                ["phone", <a href={SHOP_CONTACT.phoneHref}>{SHOP_CONTACT.phone}</a>],
                ["mail", <a href={`mailto:${SHOP_CONTACT.email}`}>{SHOP_CONTACT.email}</a>],
                ["clock", SHOP_CONTACT.supportHours],
              ] as const
            ).map(([icon, detail]) => (
              <p key={icon}>
                <Icon name={icon} size={18} />
                <span>{detail}</span>
              </p>
            ))}
          </address>
        </section>

        <section className="footer-col" aria-labelledby="footer-newsletter">
          <h2 className="footer-title" id="footer-newsletter">
            Newsletter
          </h2>
          <p>Product news and water-saving tips, a few times a year.</p>
          <NewsletterForm />
        </section>
      </div>
      <div className="footer-bottom">
        <div className="container">
          <p>
            © {new Date().getFullYear()} {SHOP_CONTACT.legalName} All prices in Indian rupees (₹).
          </p>
        </div>
      </div>
    </footer>
  );
}

const NEWSLETTER_UNAVAILABLE =
  "Thanks! Newsletter sign-up isn't available yet, so we haven't stored your e-mail address.";

/** docs/product.md §2; uncontrolled, so an address typed before hydration is kept. */
function NewsletterForm() {
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const hydrated = useHydrated();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get("email");
    // Nothing stores newsletter addresses yet, so a valid one gets an honest answer.
    setResult(
      EMAIL_PATTERN.test(typeof email === "string" ? email.trim() : "")
        ? { ok: true, message: NEWSLETTER_UNAVAILABLE }
        : { ok: false, message: MESSAGES.invalidEmail },
    );
  }

  return (
    <form className="newsletter" noValidate onSubmit={onSubmit} aria-label="Newsletter">
      <div className="newsletter-row cluster">
        <input
          className="field-input"
          aria-label="Email address"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={result ? !result.ok : undefined}
          aria-describedby="newsletter-message"
        />
        <button type="submit" className="btn btn-accent" disabled={!hydrated}>
          Subscribe
        </button>
      </div>
      <p
        id="newsletter-message"
        className={`newsletter-message ${result?.ok === false ? "is-error" : ""}`}
        role="status"
      >
        {result?.message}
      </p>
    </form>
  );
}
