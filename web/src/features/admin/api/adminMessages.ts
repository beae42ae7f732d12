import { CONTACT_STATUSES, COLLECTIONS, type ContactStatus } from "@shop/domain";
import type { QueryDocumentSnapshot, QuerySnapshot } from "firebase/firestore";
import { dateOf, firstAnswerLimit, live, serverFirst, textOf, type Watch } from "../../orders";

export const INBOX_SIZE = 50;

/** A ContactMessages document as the inbox shows it (docs/contact.md). */
function messageOf(doc: QueryDocumentSnapshot) {
  const data = doc.data({ serverTimestamps: "estimate" });
  const status = data.status as ContactStatus;
  return {
    id: doc.id,
    fullName: textOf(data.fullName),
    email: textOf(data.email),
    phone: textOf(data.phone),
    subject: textOf(data.subject),
    message: textOf(data.message),
    createdAt: dateOf(data.createdAt) ?? new Date(0),
    status: CONTACT_STATUSES.includes(status) ? status : "new",
  };
}
export type InboxMessage = ReturnType<typeof messageOf>;

/** The newest messages, live, with the shop's watchers' time limit on the first answer. */
export const watchInbox: Watch<InboxMessage[]> = (onChange, onError) =>
  firstAnswerLimit(onChange, onError, (hear, fail) =>
    live(
      (sdk, db) =>
        sdk.onSnapshot(
          sdk.query(
            sdk.collection(db, COLLECTIONS.contactMessages),
            sdk.orderBy("createdAt", "desc"),
            sdk.limit(INBOX_SIZE),
          ),
          serverFirst((snapshot: QuerySnapshot) => hear(snapshot.docs.map(messageOf))),
          fail,
        ),
      fail,
    ),
  );
