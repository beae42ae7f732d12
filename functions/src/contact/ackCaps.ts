import { createHash } from "node:crypto";
import { contactLog } from "./contactLog";
import { rateLimitKey, takeAllowances, type RateLimit } from "../lib/rateLimit";

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
  return rateLimitKey(
    "contact_ack_to",
    createHash("sha256").update(mailboxOf(email)).digest("hex"),
  );
}

/** Why it is withheld, or undefined; a failed check withholds it (an open relay is worse). */
export async function ackWithheld(email: string, now = Date.now()): Promise<string | undefined> {
  try {
    const usedUp = await takeAllowances(
      [
        { key: recipientKey(email), limit: ACKS_PER_RECIPIENT },
        { key: SHOP_KEY, limit: ACKS_PER_SHOP },
      ],
      now,
    );
    if (usedUp === undefined) return undefined;
    return usedUp.key === SHOP_KEY ? ACK_WITHHELD.shop : ACK_WITHHELD.recipient;
  } catch (error) {
    contactLog.ackCapsFailed(error);
    return ACK_WITHHELD.unchecked;
  }
}
