import { Link } from "react-router";
import { Icon } from "../../components/ui/icons";
import { paths } from "../../config/paths";
import { Logo } from "../../components/ui/Logo";
import { MAIN_LINKS } from "./navLinks";
import { NewsletterForm } from "./NewsletterForm";
import { SHOP_CONTACT } from "../../config/shopContact";
import { SocialLinks } from "./SocialLinks";

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
