import { FieldValue } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { ADMIN_MESSAGES, CONTACT_STATUSES, firestorePaths, type ContactStatus } from "../domain";
import type { CallableHandler } from "../lib/callable";
import { db } from "../lib/firestore";

export function statusOf(value: unknown): ContactStatus {
  return CONTACT_STATUSES.find((status) => status === value) ?? "new";
}

/** new → read → replied, forward only. */
export function nextStatus(current: ContactStatus, wanted: ContactStatus): ContactStatus {
  return CONTACT_STATUSES.indexOf(wanted) > CONTACT_STATUSES.indexOf(current) ? wanted : current;
}

/** A step back or a repeat answers the status as it stands. */
export const setMessageStatusHandler: CallableHandler<"adminSetMessageStatus"> = async (
  { messageId, status },
  { uid },
) => {
  const ref = db().doc(firestorePaths.contactMessage(messageId));
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new HttpsError("not-found", ADMIN_MESSAGES.messageNotFound);
    const current = statusOf(snap.get("status"));
    const next = nextStatus(current, status);
    if (next !== current) {
      tx.update(ref, {
        status: next,
        [`${next}By`]: uid,
        [`${next}At`]: FieldValue.serverTimestamp(),
      });
    }
    return { status: next };
  });
};
