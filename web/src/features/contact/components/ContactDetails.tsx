import { SHOP_CONTACT } from "../../../config/shopContact";
import { Icon } from "../../../components/ui/icons";

/** docs/product.md §2 Contact: address, phone and e-mail, each one tap away on a phone. */
export function ContactDetails() {
  return (
    <ul className="contact-details stack-3" aria-label="How to reach us">
      {(
        [
          [
            "pin",
            "Visit us",
            <address>
              {SHOP_CONTACT.legalName}
              {SHOP_CONTACT.addressLines.map((line) => (
                <span key={line}>
                  <br />
                  {line}
                </span>
              ))}
            </address>,
          ],
          ["phone", "Call us", <a href={SHOP_CONTACT.phoneHref}>{SHOP_CONTACT.phone}</a>],
          ["mail", "Email us", <a href={`mailto:${SHOP_CONTACT.email}`}>{SHOP_CONTACT.email}</a>],
          ["clock", "Support hours", <p>{SHOP_CONTACT.supportHours}</p>],
        ] as const
      ).map(([icon, title, detail]) => (
        <li key={icon} className="contact-detail card">
          <span className="tile contact-detail__icon">
            <Icon name={icon} size={22} />
          </span>
          <div>
            <h2>{title}</h2>
            {detail}
          </div>
        </li>
      ))}
    </ul>
  );
}
