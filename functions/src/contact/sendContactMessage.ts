import { FieldValue } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { COLLECTIONS, CONTACT_TEXT, firestorePaths, type ContactReceipt } from "../domain";
import { shopAdminEmail, shopName } from "../config";
import type { CallableHandler } from "../lib/callable";
import { db } from "../lib/firestore";
import { rateLimitKey, takeAllowances } from "../lib/rateLimit";
import { withinShopCeiling } from "../lib/shopCeilings";
import { ackWithheld, contactEmails } from "./contactEmails";
import { callerNetwork } from "./clientAddress";
import { contactLog } from "./contactLog";
import { deliverContactEmails } from "./mailer";

/** docs/product.md §8 names no limit; five messages in ten minutes is more than a person writes. */
const CONTACT_RATE_LIMIT = { max: 5, windowMs: 10 * 60_000 };

/** The same answer for a stored message and a bot caught by the honeypot. */
const RECEIVED: ContactReceipt = { received: true };

/** Open to anonymous visitors (docs/product.md §2); why each step: docs/contact.md. */
export const sendContactMessageHandler: CallableHandler<"sendContactMessage"> = async (
  input,
  { uid, request },
) => {
  const network = callerNetwork(request.rawRequest);
  // Only what the shop keeps (the honeypot is dropped), stored before any e-mail is tried.
  const { website, ...fields } = input;
  if (website !== "") {
    contactLog.honeypot(network);
    return RECEIVED;
  }
  const keys = [rateLimitKey("contact_ip", network)];
  if (uid) keys.push(rateLimitKey("contact_uid", uid));
  const limited = await takeAllowances(keys.map((key) => ({ key, limit: CONTACT_RATE_LIMIT })));
  if (limited) contactLog.rateLimited(keys);
  if (limited || !(await withinShopCeiling("inboxNotifications"))) {
    throw new HttpsError("resource-exhausted", CONTACT_TEXT.tooMany);
  }
  const stored = await db()
    .collection(COLLECTIONS.contactMessages)
    .add({ ...fields, createdAt: FieldValue.serverTimestamp(), status: "new" });
  const emails = contactEmails(fields, {
    name: shopName.value(),
    adminEmail: shopAdminEmail.value(),
  });
  const delivery = await deliverContactEmails(emails, () => ackWithheld(fields.email));
  await db()
    .doc(firestorePaths.contactMessage(stored.id))
    .update({ delivery })
    .catch((error: unknown) => contactLog.deliveryNotRecorded(stored.id, error));
  if (delivery.error !== undefined) contactLog.emailFailed(stored.id, delivery.error);
  // Stored and the shop notified: the sender has been heard, whatever became of their copy.
  if (delivery.admin === "failed") throw new HttpsError("unavailable", CONTACT_TEXT.emailFailed);
  if (delivery.withheld !== undefined) contactLog.ackWithheld(stored.id, delivery.withheld);
  if (delivery.reason !== undefined) contactLog.emailSkipped(stored.id, delivery.reason, emails);
  return RECEIVED;
};
