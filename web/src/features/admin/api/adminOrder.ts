import { COLLECTIONS, firestorePaths, orderOperatorsPath } from "@shop/domain";
import { dateOf, live, textOf, type Stop } from "./adminFirestore";
import { adminOrderFromData, type AdminOrder } from "./adminOrderData";

/** One order, live, for the console's order page: null when there is no such order. */
export function watchAdminOrder(
  uid: string,
  orderId: string,
  onChange: (order: AdminOrder | null) => void,
  onError: (error: unknown) => void,
): Stop {
  return live(
    (sdk, db) =>
      sdk.onSnapshot(
        sdk.doc(db, firestorePaths.userOrder(uid, orderId)),
        (snapshot) => {
          const data = snapshot.data({ serverTimestamps: "estimate" });
          onChange(data ? adminOrderFromData(uid, snapshot.id, data) : null);
        },
        onError,
      ),
    onError,
  );
}

export interface Customer {
  name: string;
  email: string;
}

/** The owner's profile (users/{uid}): name and e-mail; blanks when there is none. */
export function watchCustomer(
  uid: string,
  onChange: (customer: Customer) => void,
  onError: (error: unknown) => void,
): Stop {
  return live(
    (sdk, db) =>
      sdk.onSnapshot(
        sdk.doc(db, firestorePaths.user(uid)),
        (snapshot) => {
          const data = snapshot.data() ?? {};
          onChange({ name: textOf(data.name), email: textOf(data.email) });
        },
        onError,
      ),
    onError,
  );
}

/** Who made each console action on the order: their name, by the action's request key. */
export function watchOrderOperators(
  uid: string,
  orderId: string,
  onChange: (names: Record<string, string>) => void,
  onError: (error: unknown) => void,
): Stop {
  return live(
    (sdk, db) =>
      sdk.onSnapshot(
        sdk.doc(db, orderOperatorsPath(uid, orderId)),
        (snapshot) => {
          const actions: unknown = snapshot.get("actions");
          const entries = typeof actions === "object" && actions !== null ? actions : {};
          const names = Object.entries(entries).map(([key, entry]) => [
            key,
            textOf((entry as Record<string, unknown> | null)?.name),
          ]);
          onChange(Object.fromEntries(names.filter(([, name]) => name)));
        },
        onError,
      ),
    onError,
  );
}

/** One razorpayEvents entry: a webhook the functions applied (or ignored) for this order. */
export interface LedgerEntry {
  eventId: string;
  event: string;
  outcome: string;
  receivedAt: Date;
  paymentId?: string;
}

/** The webhook ledger's entries for one Razorpay order, oldest first, live. */
export function watchLedger(
  razorpayOrderId: string,
  onChange: (entries: LedgerEntry[]) => void,
  onError: (error: unknown) => void,
): Stop {
  return live((sdk, db) => {
    const events = sdk.query(
      sdk.collection(db, COLLECTIONS.razorpayEvents),
      sdk.where("razorpayOrderId", "==", razorpayOrderId),
    );
    return sdk.onSnapshot(
      events,
      (snapshot) => {
        const entries = snapshot.docs.map((doc) => {
          const data = doc.data({ serverTimestamps: "estimate" });
          const paymentId = textOf(data.paymentId);
          return {
            eventId: textOf(data.eventId) || doc.id,
            event: textOf(data.event),
            outcome: textOf(data.outcome),
            receivedAt: dateOf(data.receivedAt) ?? new Date(0),
            ...(paymentId ? { paymentId } : {}),
          };
        });
        // Sorted here rather than by the query: equality alone needs no composite index.
        onChange(entries.sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime()));
      },
      onError,
    );
  }, onError);
}
