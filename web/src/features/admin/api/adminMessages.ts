import { CONTACT_STATUSES, COLLECTIONS, type ContactStatus } from "@shop/domain";
import type { QueryDocumentSnapshot } from "firebase/firestore";
import { dateOf, live, textOf, type Stop } from "./adminFirestore";

/** A ContactMessages document as the inbox shows it (docs/contact.md). */
export interface InboxMessage {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  createdAt: Date;
  status: ContactStatus;
}

/** How many of the newest messages the inbox holds. */
export const INBOX_SIZE = 50;

/**
 * Same limit as the shop's own watchers (features/orders/api/orders.ts), copied rather than
 * imported to keep the console out of the orders feature's chunk.
 */
export const INBOX_FIRST_ANSWER_MS = 15_000;

/** The inbox's listener gave no first answer in time (offline, or Firestore unreachable). */
export class InboxTimeoutError extends Error {
  override name = "InboxTimeoutError";
}

const statusOf = (value: unknown): ContactStatus =>
  CONTACT_STATUSES.includes(value as ContactStatus) ? (value as ContactStatus) : "new";

function messageOf(doc: QueryDocumentSnapshot): InboxMessage {
  const data = doc.data({ serverTimestamps: "estimate" });
  return {
    id: doc.id,
    fullName: textOf(data.fullName),
    email: textOf(data.email),
    phone: textOf(data.phone),
    subject: textOf(data.subject),
    message: textOf(data.message),
    createdAt: dateOf(data.createdAt) ?? new Date(0),
    status: statusOf(data.status),
  };
}

/**
 * A cache-only snapshot is no answer until the server has answered once (offline it would call
 * the inbox empty).
 */
export function watchInbox(
  onChange: (messages: InboxMessage[]) => void,
  onError: (error: unknown) => void,
): Stop {
  let heard = false;
  let timedOut = false;
  let stopped = false;
  const timer = setTimeout(() => {
    timedOut = true;
    onError(new InboxTimeoutError(`No answer within ${INBOX_FIRST_ANSWER_MS} ms`));
  }, INBOX_FIRST_ANSWER_MS);
  const failed = (error: unknown) => {
    clearTimeout(timer);
    // Already told: the page shows its failure once, not twice.
    if (!timedOut && !stopped) onError(error);
  };
  const stop = live((sdk, db) => {
    const newest = sdk.query(
      sdk.collection(db, COLLECTIONS.contactMessages),
      sdk.orderBy("createdAt", "desc"),
      sdk.limit(INBOX_SIZE),
    );
    return sdk.onSnapshot(
      newest,
      (snapshot) => {
        if (!heard && snapshot.metadata.fromCache) return;
        heard = true;
        timedOut = false;
        clearTimeout(timer);
        onChange(snapshot.docs.map(messageOf));
      },
      failed,
    );
  }, failed);
  return () => {
    stopped = true;
    clearTimeout(timer);
    stop();
  };
}
