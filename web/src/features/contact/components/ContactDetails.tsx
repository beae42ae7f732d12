import type { ReactNode } from "react";
import { SHOP_CONTACT } from "../../../config/shopContact";
import { Icon } from "../../../components/ui/icons";

/** docs/product.md §2 Contact: address, phone and e-mail, each one tap away on a phone. */
export function ContactDetails() {
  return (
    <ul className="contact-details" aria-label="How to reach us">
      <Detail title="Visit us" icon={<Icon name="pin" size={22} />}>
        <address>
          {SHOP_CONTACT.legalName}
          {SHOP_CONTACT.addressLines.map((line) => (
            <span key={line}>
              <br />
              {line}
            </span>
          ))}
        </address>
      </Detail>
      <Detail title="Call us" icon={<Icon name="phone" size={22} />}>
        <a href={SHOP_CONTACT.phoneHref}>{SHOP_CONTACT.phone}</a>
      </Detail>
      <Detail title="Email us" icon={<Icon name="mail" size={22} />}>
        <a href={`mailto:${SHOP_CONTACT.email}`}>{SHOP_CONTACT.email}</a>
      </Detail>
      <Detail title="Support hours" icon={<Icon name="clock" size={22} />}>
        <p>{SHOP_CONTACT.supportHours}</p>
      </Detail>
    </ul>
  );
}

function Detail({
  title,
  icon,
  children,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="contact-detail card">
      <span className="contact-detail__icon">{icon}</span>
      <div>
        <h2>{title}</h2>
        {children}
      </div>
    </li>
  );
}
