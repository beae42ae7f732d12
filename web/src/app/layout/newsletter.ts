import { EMAIL_PATTERN, MESSAGES } from "@shop/domain";

export type NewsletterResult = { ok: true; message: string } | { ok: false; message: string };

/** Nothing stores newsletter addresses yet, so a valid address gets an honest answer, not a "subscribed". */
export const NEWSLETTER_UNAVAILABLE =
  "Thanks! Newsletter sign-up isn't available yet, so we haven't stored your e-mail address.";

export function checkNewsletterEmail(raw: string): NewsletterResult {
  const email = raw.trim();
  if (!EMAIL_PATTERN.test(email)) return { ok: false, message: MESSAGES.invalidEmail };
  return { ok: true, message: NEWSLETTER_UNAVAILABLE };
}
