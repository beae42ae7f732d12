import type { TemplateParams } from "./mailer";

/** What a stored contact message holds (docs/product.md §3, plus the form's subject). */
export interface ContactFields {
  fullName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export interface Shop {
  name: string;
  adminEmail: string;
}

export interface ContactEmails {
  /** docs/product.md §7, EmailJS send 1: to_name, from_name, from_email, phone, message, reply_to. */
  admin: TemplateParams;
  /** docs/product.md §7, EmailJS send 2: email, from_name, title, message. */
  ack: TemplateParams;
}

/** The acknowledgement's words: the shop's only, so it can never carry anyone else's text. */
export const ACK_TITLE = "We have received your message";
export function ackMessage(shopName: string): string {
  return (
    `Thank you for contacting ${shopName}. ` +
    "We have received your message and will get back to you soon."
  );
}

/**
 * The acknowledgement holds nothing the sender wrote but its recipient, so it relays nothing; the
 * admin notification's one-line fields may become headers, so they are forced onto one line.
 */
export function contactEmails(fields: ContactFields, shop: Shop): ContactEmails {
  const email = oneLine(fields.email);
  const subject = oneLine(fields.subject);
  return {
    admin: {
      to_name: `${shop.name} team`,
      to_email: shop.adminEmail,
      from_name: oneLine(fields.fullName),
      from_email: email,
      phone: oneLine(fields.phone) || "Not provided",
      message: subject ? `Subject: ${subject}\n\n${fields.message}` : fields.message,
      reply_to: email,
    },
    ack: {
      email,
      from_name: shop.name,
      title: ACK_TITLE,
      message: ackMessage(shop.name),
    },
  };
}

/** Any run of control characters or Unicode line separators becomes one space. */
export function oneLine(text: string): string {
  return text.replace(/[\p{Cc}\u2028\u2029]+/gu, " ").trim();
}
