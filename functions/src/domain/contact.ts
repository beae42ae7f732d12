import { contactMessageSchema, MESSAGES, type ContactMessageInput } from "./schemas";

/**
 * The contact form's texts (spec §8) and the one validation both the page and
 * the sendContactMessage function run, so the shopper reads the same words
 * whichever side refuses.
 */
export const CONTACT_TEXT = {
  sent: "Your message has been sent successfully! We will get back to you soon.",
  emailFailed: "Failed to send email. Please try again or contact us directly.",
  permissionDenied: "Permission denied. Please check Firestore security rules.",
  unexpected: "Something went wrong. Please try again later.",
  tooMany: "Too many messages. Please try again in a few minutes.",
} as const;

export type ContactCheck =
  { ok: true; value: ContactMessageInput } | { ok: false; message: string };

/**
 * Spec §5 checks the required fields before the e-mail's shape, so a blank
 * message beside a malformed address reads 'Please fill in all required
 * fields'; the schema alone would report whichever field comes first.
 */
export function checkContactMessage(data: unknown): ContactCheck {
  const result = contactMessageSchema.safeParse(data ?? {});
  if (result.success) return { ok: true, value: result.data };
  const messages = result.error.issues.map((issue) => issue.message);
  const message = messages.includes(MESSAGES.requiredContact)
    ? MESSAGES.requiredContact
    : (messages[0] ?? "Please check your input.");
  return { ok: false, message };
}
