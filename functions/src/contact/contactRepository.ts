import { FieldValue } from "firebase-admin/firestore";
import { COLLECTIONS, firestorePaths } from "../domain";
import { db } from "../lib/firestore";
import type { ContactFields } from "./contactEmails";
import type { Delivery } from "./mailer";

/** Stores the message before any e-mail is tried, so a mail failure never loses it. */
export async function storeContactMessage(fields: ContactFields): Promise<string> {
  const ref = await db().collection(COLLECTIONS.contactMessages).add({
    fullName: fields.fullName,
    email: fields.email,
    phone: fields.phone,
    subject: fields.subject,
    message: fields.message,
    createdAt: FieldValue.serverTimestamp(),
    status: "new",
  });
  return ref.id;
}

export async function recordDelivery(messageId: string, delivery: Delivery): Promise<void> {
  await db().doc(firestorePaths.contactMessage(messageId)).update({ delivery });
}
