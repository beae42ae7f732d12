import type { ContactMessageInput } from "../domain";
import type { TemplateParams } from "./mailer";

/** What a stored contact message holds (docs/product.md §3, plus the form's subject). */
export type ContactFields = Omit<ContactMessageInput, "website">;

/** The ack carries nothing the sender wrote but the address: no relay. One-line: header fields. */
export function contactEmails(
  fields: ContactFields,
  shop: { name: string; adminEmail: string },
): { admin: TemplateParams; ack: TemplateParams } {
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
      title: "We have received your message",
      message: `Thank you for contacting ${shop.name}. We have received your message and will get back to you soon.`,
    },
  };
}

/** Any run of control characters or Unicode line separators becomes one space. */
export function oneLine(text: string): string {
  return text.replace(/[\p{Cc}\u2028\u2029]+/gu, " ").trim();
}
