/**
 * The contact form's texts (docs/product.md §8), shared by the page and the
 * sendContactMessage function. Plain values apart from the schema, so the
 * page can show them without downloading zod first.
 */
export const CONTACT_TEXT = {
  sent: "Your message has been sent successfully! We will get back to you soon.",
  emailFailed: "Failed to send email. Please try again or contact us directly.",
  permissionDenied: "Permission denied. Please check Firestore security rules.",
  unexpected: "Something went wrong. Please try again later.",
  tooMany: "Too many messages. Please try again in a few minutes.",
  /**
   * The form shows one status line under all fields, so each message names
   * the field by its label. Only a script or a paste puts a line break in a
   * one-line field; refusing it keeps e-mail headers out of reach.
   */
  lineBreaks: {
    fullName: "Please remove line breaks and tabs from Full Name.",
    email: "Please remove line breaks and tabs from Email Address.",
    phone: "Please remove line breaks and tabs from Phone Number.",
    subject: "Please remove line breaks and tabs from Subject.",
  },
} as const;

/**
 * A one-line value: no control character (CR, LF, tab, NUL, DEL, C1 such as
 * NEL) and no Unicode line or paragraph separator, any of which can end an
 * e-mail header line in some mailer on the way.
 */
export const ONE_LINE_PATTERN = /^[^\p{Cc}\u2028\u2029]*$/u;
