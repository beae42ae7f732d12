import { createHash } from "node:crypto";
import type { ContactMessageInput } from "../domain";
import { rateLimitKey, takeAllowances, type RateLimit } from "../lib/rateLimit";
import { contactLog } from "./contactLog";
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

const DAY_MS = 24 * 60 * 60_000;

/** The caller chooses the address, so caps per recipient and per shop, which cannot be rotated. */
const ACKS_PER_RECIPIENT: RateLimit = { max: 3, windowMs: DAY_MS };
const ACKS_PER_SHOP: RateLimit = { max: 200, windowMs: DAY_MS };

const ACK_WITHHELD = {
  recipient: `this address already had ${ACKS_PER_RECIPIENT.max} acknowledgements in 24 hours`,
  shop: `the shop already sent ${ACKS_PER_SHOP.max} acknowledgements in 24 hours`,
  unchecked: "the acknowledgement caps could not be checked",
} as const;

const SHOP_KEY = rateLimitKey("contact_ack", "shop");

/** One mailbox however spelt (case, "+tag", Gmail's dots), so one victim gets one allowance. */
export function mailboxOf(email: string): string {
  const at = email.lastIndexOf("@");
  const domain = email.slice(at + 1).toLowerCase();
  const local = email.slice(0, at).toLowerCase().split("+")[0] ?? "";
  if (domain === "gmail.com" || domain === "googlemail.com") {
    return `${local.replaceAll(".", "")}@gmail.com`;
  }
  return `${local}@${domain}`;
}

/** A SHA-256 of the mailbox, never the address itself. */
export function recipientKey(email: string): string {
  const hash = createHash("sha256").update(mailboxOf(email)).digest("hex");
  return rateLimitKey("contact_ack_to", hash);
}

/** Why it is withheld, or undefined; a failed check withholds it (an open relay is worse). */
export async function ackWithheld(email: string, now = Date.now()): Promise<string | undefined> {
  try {
    const recipient = { key: recipientKey(email), limit: ACKS_PER_RECIPIENT };
    const usedUp = await takeAllowances([recipient, { key: SHOP_KEY, limit: ACKS_PER_SHOP }], now);
    if (usedUp === undefined) return undefined;
    return usedUp.key === SHOP_KEY ? ACK_WITHHELD.shop : ACK_WITHHELD.recipient;
  } catch (error) {
    contactLog.ackCapsFailed(error);
    return ACK_WITHHELD.unchecked;
  }
}
