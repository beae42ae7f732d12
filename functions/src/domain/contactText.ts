/**
 * The contact form's texts (spec §8), shared by the page and the
 * sendContactMessage function. Plain values apart from the schema, so the
 * page can show them without downloading zod first.
 */
export const CONTACT_TEXT = {
  sent: "Your message has been sent successfully! We will get back to you soon.",
  emailFailed: "Failed to send email. Please try again or contact us directly.",
  permissionDenied: "Permission denied. Please check Firestore security rules.",
  unexpected: "Something went wrong. Please try again later.",
  tooMany: "Too many messages. Please try again in a few minutes.",
} as const;
