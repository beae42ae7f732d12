import { useId, useState, type FormEvent, type ReactNode } from "react";
import { EMAIL_PATTERN, MESSAGES } from "@shop/domain";
import { Link } from "react-router";
import { Icon } from "../../components/ui/icons";
import { paths } from "../../config/paths";
import { Logo } from "../../components/ui/Logo";
import { MAIN_LINKS } from "./menus";
import { SHOP_CONTACT, SOCIAL_LINKS, type SocialLink } from "../../config/shopContact";
import { useHydrated } from "../../components/ui/useHydrated";

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section className="footer-brand" aria-label="About AquaSense">
          <Logo tone="light" />
          <p>
            Smart water-tank controllers that watch your tank and run the pump by themselves. 40% of
            our profits go to charity.
          </p>
          <SocialLinks />
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
            <p>
              <Icon name="pin" size={18} />
              <span>
                {SHOP_CONTACT.addressLines.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </span>
            </p>
            <p>
              <Icon name="phone" size={18} />
              <a href={SHOP_CONTACT.phoneHref}>{SHOP_CONTACT.phone}</a>
            </p>
            <p>
              <Icon name="mail" size={18} />
              <a href={`mailto:${SHOP_CONTACT.email}`}>{SHOP_CONTACT.email}</a>
            </p>
            <p>
              <Icon name="clock" size={18} />
              <span>{SHOP_CONTACT.supportHours}</span>
            </p>
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
            © {year} {SHOP_CONTACT.legalName} All prices in Indian rupees (₹).
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
  const inputId = useId();
  const messageId = useId();
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
      <label htmlFor={inputId} className="visually-hidden">
        Email address
      </label>
      <div className="newsletter-row">
        <input
          id={inputId}
          className="field-input"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={result ? !result.ok : undefined}
          aria-describedby={messageId}
        />
        <button type="submit" className="btn btn-accent" disabled={!hydrated}>
          Subscribe
        </button>
      </div>
      <p
        id={messageId}
        className={`newsletter-message ${result?.ok === false ? "is-error" : ""}`}
        role="status"
      >
        {result?.message}
      </p>
    </form>
  );
}

const GLYPHS: Record<SocialLink["network"], ReactNode> = {
  facebook: (
    <path d="M13.5 21v-7.5H16l.5-3h-3V8.6c0-.9.3-1.6 1.6-1.6h1.6V4.3A21 21 0 0 0 14.4 4C12 4 10.5 5.5 10.5 8.1v2.4H8v3h2.5V21z" />
  ),
  instagram: (
    <>
      <rect
        x="3.5"
        y="3.5"
        width="17"
        height="17"
        rx="5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.3" cy="6.7" r="1.2" />
    </>
  ),
  youtube: (
    <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z" />
  ),
  x: (
    <path d="M17.2 3.5h3l-6.6 7.6 7.8 9.4h-6.1l-4.8-5.8-5.5 5.8h-3l7-7.5L1.6 3.5h6.2l4.3 5.3zm-1 15.2h1.7L7 5.2H5.2z" />
  ),
  linkedin: (
    <path d="M4.5 9h3.2v11H4.5zM6.1 3.5a1.9 1.9 0 1 1 0 3.8 1.9 1.9 0 0 1 0-3.8zM9.8 9h3v1.5h.1c.4-.8 1.5-1.8 3.2-1.8 3.4 0 4 2.2 4 5.1V20h-3.2v-5.4c0-1.3 0-2.9-1.8-2.9s-2 1.4-2 2.8V20H9.8z" />
  ),
};

function SocialLinks() {
  return (
    <ul className="social-links" aria-label="AquaSense on social media">
      {SOCIAL_LINKS.map((link) => (
        <li key={link.network}>
          <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.label}>
            <svg
              width="20"
              height="20"
              viewBox="0 0 24 24"
              fill="currentColor"
              aria-hidden="true"
              focusable="false"
            >
              {GLYPHS[link.network]}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
