/** docs/product.md §8's contact texts, plain values so the page shows them without zod. */
export const CONTACT_TEXT = {
  sent: "Your message has been sent successfully! We will get back to you soon.",
  emailFailed: "Failed to send email. Please try again or contact us directly.",
  permissionDenied: "Permission denied. Please check Firestore security rules.",
  unexpected: "Something went wrong. Please try again later.",
  tooMany: "Too many messages. Please try again in a few minutes.",
  lineBreaks: {
    fullName: "Please remove line breaks and tabs from Full Name.",
    email: "Please remove line breaks and tabs from Email Address.",
    phone: "Please remove line breaks and tabs from Phone Number.",
    subject: "Please remove line breaks and tabs from Subject.",
  },
} as const;

/** Nothing that can end an e-mail header line. */
export const ONE_LINE_PATTERN = /^[^\p{Cc}\u2028\u2029]*$/u;
