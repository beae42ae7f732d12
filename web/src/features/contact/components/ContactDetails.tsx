import type { ReactNode } from "react";
import { CONTACT_DETAILS } from "../contactDetails";

/** Spec §2 Contact: address, phone and e-mail, each one tap away on a phone. */
export function ContactDetails() {
  return (
    <ul className="contact-details" aria-label="How to reach us">
      <Detail title="Visit us" icon={<PinIcon />}>
        <address>
          {CONTACT_DETAILS.company}
          {CONTACT_DETAILS.addressLines.map((line) => (
            <span key={line}>
              <br />
              {line}
            </span>
          ))}
        </address>
      </Detail>
      <Detail title="Call us" icon={<PhoneIcon />}>
        <a href={CONTACT_DETAILS.phoneHref}>{CONTACT_DETAILS.phone}</a>
      </Detail>
      <Detail title="Email us" icon={<MailIcon />}>
        <a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a>
      </Detail>
      <Detail title="Support hours" icon={<ClockIcon />}>
        <p>{CONTACT_DETAILS.hours}</p>
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
    <li className="contact-detail">
      <span className="contact-detail__icon" aria-hidden="true">
        {icon}
      </span>
      <div>
        <h3>{title}</h3>
        {children}
      </div>
    </li>
  );
}

const iconProps = {
  width: 22,
  height: 22,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

function PinIcon() {
  return (
    <svg {...iconProps}>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}

function PhoneIcon() {
  return (
    <svg {...iconProps}>
      <path d="M5 3h3.5l1.8 4.6-2.3 1.4a11 11 0 0 0 5 5l1.4-2.3L19 13.5V17a2 2 0 0 1-2.2 2A16 16 0 0 1 3 5.2 2 2 0 0 1 5 3z" />
    </svg>
  );
}

function MailIcon() {
  return (
    <svg {...iconProps}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </svg>
  );
}

function ClockIcon() {
  return (
    <svg {...iconProps}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}
