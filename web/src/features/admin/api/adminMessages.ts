import { CONTACT_STATUSES, COLLECTIONS, type ContactStatus } from "@shop/domain";
import { fromRestFields } from "../../../lib/firestoreRest";
import { dateOf, textOf } from "./adminFirestore";
import { runQuery } from "./adminRest";

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

const statusOf = (value: unknown): ContactStatus =>
  CONTACT_STATUSES.includes(value as ContactStatus) ? (value as ContactStatus) : "new";

/** The newest contact messages, newest first (read again after each change of status). */
export async function readInbox(): Promise<InboxMessage[]> {
  const rows = await runQuery({
    from: [{ collectionId: COLLECTIONS.contactMessages }],
    orderBy: [{ field: { fieldPath: "createdAt" }, direction: "DESCENDING" }],
    limit: INBOX_SIZE,
  });
  return rows.flatMap(({ document }) => {
    if (!document) return [];
    const data = fromRestFields(document.fields);
    return {
      id: document.name.slice(document.name.lastIndexOf("/") + 1),
      fullName: textOf(data.fullName),
      email: textOf(data.email),
      phone: textOf(data.phone),
      subject: textOf(data.subject),
      message: textOf(data.message),
      createdAt: dateOf(data.createdAt) ?? new Date(0),
      status: statusOf(data.status),
    };
  });
}
