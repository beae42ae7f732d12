import {
  COLLECTIONS,
  CONTACT_STATUSES,
  firestorePaths,
  orderOperatorsPath,
  type ContactStatus,
  type Order,
} from "@shop/domain";
import type { DocumentData, DocumentSnapshot, QuerySnapshot } from "firebase/firestore";
import {
  dateOf,
  firstAnswerLimit,
  live,
  orderWithFulfilmentFromData,
  serverFirst,
  textOf,
  watchOrder,
  type OrderWatch,
  type Watch,
} from "../../orders";

// The console's live reads (orders, inbox), through the rules as the signed-in admin (docs/admin-console.md).

/** An order and its owner: it lives at users/{uid}/Orders/{orderId}. */
export interface AdminOrder extends Order {
  uid: string;
}

/** users/{uid}/Orders/{id} as an AdminOrder; null when the document is not an order. */
export function adminOrderFromData(uid: string, id: string, data: Record<string, unknown>) {
  const order = orderWithFulfilmentFromData(id, data);
  return order && ({ ...order, uid } satisfies AdminOrder);
}

/** Each document's data (pending server times estimated) and id, as `read` takes them. */
const dataOf =
  <T>(read: (data: DocumentData, id: string) => T) =>
  (doc: DocumentSnapshot) =>
    read(doc.data({ serverTimestamps: "estimate" }) ?? {}, doc.id);

function watchDoc<T>(path: string, read: (snapshot: DocumentSnapshot) => T): Watch<T> {
  return (onChange, onError) =>
    live(
      (sdk, db) => sdk.onSnapshot(sdk.doc(db, path), (doc) => onChange(read(doc)), onError),
      onError,
    );
}

/** A collection's documents, live (newest first by `newestBy`, at most `size`, when given): a save
 * in another admin's tab shows too; the shop's watchers' time limit on the first answer. */
export function watchCollection<T>(
  collection: string,
  read: (data: DocumentData, id: string) => T,
  newestBy?: string,
  size?: number,
): Watch<T[]> {
  return (onChange, onError) =>
    firstAnswerLimit(onChange, onError, (hear, fail) =>
      live((sdk, db) => {
        const limit = size ? [sdk.limit(size)] : [];
        const newest = newestBy ? [sdk.orderBy(newestBy, "desc"), ...limit] : [];
        return sdk.onSnapshot(
          sdk.query(sdk.collection(db, collection), ...newest),
          serverFirst((snapshot: QuerySnapshot) => hear(snapshot.docs.map(dataOf(read)))),
          fail,
        );
      }, fail),
    );
}

export const watchAdminOrder: OrderWatch<AdminOrder> = (uid, orderId, onChange, onError) =>
  watchOrder(uid, orderId, onChange, onError, (id, data) => adminOrderFromData(uid, id, data));

export const watchCustomer = (uid: string) =>
  watchDoc(firestorePaths.user(uid), (doc) => ({
    name: textOf(doc.get("name")),
    email: textOf(doc.get("email")),
  }));

/** Who made each console action on the order: their name, by the action's request key. */
export const watchOrderOperators = (uid: string, orderId: string) =>
  watchDoc(orderOperatorsPath(uid, orderId), (doc): Record<string, string> => {
    const actions: unknown = doc.get("actions");
    const entries = Object.entries(typeof actions === "object" && actions !== null ? actions : {});
    return Object.fromEntries(
      entries
        .map(([key, entry]) => [key, textOf((entry as { name?: unknown } | null)?.name)])
        .filter(([, name]) => name),
    );
  });

/** One razorpayEvents entry: a webhook the functions applied (or ignored) for this order. */
function ledgerEntryOf(data: DocumentData, id: string) {
  const paymentId = textOf(data.paymentId);
  return {
    eventId: textOf(data.eventId) || id,
    event: textOf(data.event),
    outcome: textOf(data.outcome),
    receivedAt: dateOf(data.receivedAt) ?? new Date(0),
    ...(paymentId ? { paymentId } : {}),
  };
}
export type LedgerEntry = ReturnType<typeof ledgerEntryOf>;

export const watchLedger =
  (razorpayOrderId: string): Watch<LedgerEntry[]> =>
  (onChange, onError) =>
    live((sdk, db) => {
      const events = sdk.query(
        sdk.collection(db, COLLECTIONS.razorpayEvents),
        sdk.where("razorpayOrderId", "==", razorpayOrderId),
      );
      // Sorted here rather than by the query: equality alone needs no composite index.
      return sdk.onSnapshot(
        events,
        (snapshot) =>
          onChange(
            snapshot.docs
              .map(dataOf(ledgerEntryOf))
              .sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime()),
          ),
        onError,
      );
    }, onError);

export const INBOX_SIZE = 50;

/** A ContactMessages document as the inbox shows it (docs/contact.md). */
function messageOf(data: DocumentData, id: string) {
  const status = data.status as ContactStatus;
  return {
    id,
    fullName: textOf(data.fullName),
    email: textOf(data.email),
    phone: textOf(data.phone),
    subject: textOf(data.subject),
    message: textOf(data.message),
    createdAt: dateOf(data.createdAt) ?? new Date(0),
    status: CONTACT_STATUSES.includes(status) ? status : "new",
  };
}

export const watchInbox = watchCollection(
  COLLECTIONS.contactMessages,
  messageOf,
  "createdAt",
  INBOX_SIZE,
);
