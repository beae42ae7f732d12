import { HttpsError } from "firebase-functions/v2/https";
import { CONTACT_TEXT, type ContactMessageInput, type ContactReceipt } from "../domain";
import { shopAdminEmail, shopName } from "../config";
import type { Caller } from "../lib/callable";
import { ackWithheld } from "./ackCaps";
import { callerNetwork } from "./clientAddress";
import { contactEmails, type ContactFields } from "./contactEmails";
import { contactLog } from "./contactLog";
import { recordDelivery, storeContactMessage } from "./contactRepository";
import { deliverContactEmails } from "./mailer";
import { rateLimitKey, takeAllowances, type RateLimit } from "../lib/rateLimit";
import { withinShopCeiling } from "../lib/shopCeilings";

/** docs/product.md §8 names no limit; five messages in ten minutes is more than a person writes. */
export const CONTACT_RATE_LIMIT: RateLimit = { max: 5, windowMs: 10 * 60_000 };

/** The same answer for a stored message and a bot caught by the honeypot. */
const RECEIVED: ContactReceipt = { received: true };

/** docs/product.md §2 Contact: open to anonymous visitors. Why each step: docs/contact.md. */
export async function sendContactMessageHandler(
  input: ContactMessageInput,
  { uid, request }: Caller<string | undefined>,
): Promise<ContactReceipt> {
  const network = callerNetwork(request.rawRequest);
  if (input.website !== "") {
    contactLog.honeypot(network);
    return RECEIVED;
  }

  const keys = [rateLimitKey("contact_ip", network)];
  if (uid) keys.push(rateLimitKey("contact_uid", uid));
  if (await takeAllowances(keys.map((key) => ({ key, limit: CONTACT_RATE_LIMIT })))) {
    contactLog.rateLimited(keys);
    throw new HttpsError("resource-exhausted", CONTACT_TEXT.tooMany);
  }
  if (!(await withinShopCeiling("inboxNotifications"))) {
    throw new HttpsError("resource-exhausted", CONTACT_TEXT.tooMany);
  }

  const fields = contactFields(input);
  const messageId = await storeContactMessage(fields);
  const emails = contactEmails(fields, {
    name: shopName.value(),
    adminEmail: shopAdminEmail.value(),
  });
  const delivery = await deliverContactEmails(emails, () => ackWithheld(fields.email));
  await recordDelivery(messageId, delivery).catch((error: unknown) =>
    contactLog.deliveryNotRecorded(messageId, error),
  );
  if (delivery.error !== undefined) contactLog.emailFailed(messageId, delivery.error);
  // Stored and the shop notified: the sender has been heard, whatever became of their copy.
  if (delivery.admin === "failed") throw new HttpsError("unavailable", CONTACT_TEXT.emailFailed);
  if (delivery.withheld !== undefined) contactLog.ackWithheld(messageId, delivery.withheld);
  if (delivery.reason !== undefined) contactLog.emailSkipped(messageId, delivery.reason, emails);
  return RECEIVED;
}

/** Only what the shop keeps: the honeypot and anything else a client adds are dropped. */
function contactFields(input: ContactMessageInput): ContactFields {
  const { fullName, email, phone, subject, message } = input;
  return { fullName, email, phone, subject, message };
}
