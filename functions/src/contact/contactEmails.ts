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

export type TemplateParams = Record<string, string>;

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
 * The template params of the two e-mails a contact message sends.
 *
 * The acknowledgement goes to whatever address the form was given, so it is
 * a relay for anyone who can make it say something: it holds nothing the
 * sender wrote except that address, as its recipient (docs/contact.md).
 *
 * The admin notification goes to the shop's own inbox and keeps what was
 * written. Its one-line fields may become headers (From name, Reply-To) in
 * the EmailJS template, so they are forced onto one line here as well as
 * refused by the schema. The admin template has no subject field, so the
 * subject leads the message; to_email lets the template address the shop's
 * inbox without hard-coding it.
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
