/** What a stored contact message holds (spec §3, plus the form's subject). */
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
  /** Spec §7.1: to_name, from_name, from_email, phone, message, reply_to. */
  admin: TemplateParams;
  /** Spec §7.2: email, from_name, title, message. */
  ack: TemplateParams;
}

/**
 * The template params of the two e-mails a contact message sends. The admin
 * template has no subject field, so the subject leads the message; to_email
 * lets the template address the shop's inbox without hard-coding it.
 */
export function contactEmails(fields: ContactFields, shop: Shop): ContactEmails {
  return {
    admin: {
      to_name: `${shop.name} team`,
      to_email: shop.adminEmail,
      from_name: fields.fullName,
      from_email: fields.email,
      phone: fields.phone || "Not provided",
      message: fields.subject ? `Subject: ${fields.subject}\n\n${fields.message}` : fields.message,
      reply_to: fields.email,
    },
    ack: {
      email: fields.email,
      from_name: shop.name,
      title: fields.subject
        ? `We have received your message: ${fields.subject}`
        : "We have received your message",
      message:
        `Hello ${fields.fullName}, thank you for writing to ${shop.name}. ` +
        `We have received your message and will reply to ${fields.email} soon.`,
    },
  };
}
