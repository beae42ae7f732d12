import {
  and,
  collection,
  collectionGroup,
  doc,
  getDoc,
  getDocs,
  limit,
  or,
  orderBy,
  query,
  where,
  type Firestore,
} from "firebase/firestore";
import {
  COLLECTIONS,
  PENDING_ORDER_TTL_MS,
  firestorePaths,
  orderOperatorsPath,
} from "@shop/domain";

/** The order the admin rules tests seed, and every read the console makes (tests/rules/admin.test.ts). */
export const ORDER_ID = "ORD-2026-1763805600123-K7QZ";
export const orderPath = firestorePaths.userOrder("asha", ORDER_ID);
export const order = {
  orderId: ORDER_ID,
  userID: "asha",
  amount: 39900,
  status: "paid",
  createdAt: new Date("2026-11-20T10:00:00Z"),
  customerEmail: "asha@example.in",
  fulfilment: { stage: "packed" },
};

/** The console's default view (web/src/features/admin/api/adminOrders.ts), through the SDK. */
export const defaultView = (db: Firestore) =>
  getDocs(
    query(
      collectionGroup(db, "Orders"),
      or(
        where("status", "==", "paid"),
        and(
          where("status", "==", "pending"),
          where("closed", "==", null),
          where("createdAt", ">=", new Date(Date.now() - PENDING_ORDER_TTL_MS)),
        ),
      ),
      orderBy("createdAt", "desc"),
    ),
  );

/** Every read the console makes, as a function of the client that makes it. */
export const consoleReads: [string, (db: Firestore) => Promise<unknown>][] = [
  ["an order", (db) => getDoc(doc(db, orderPath))],
  ["the default view: paid orders and open unpaid ones", defaultView],
  [
    "every order, newest first",
    (db) => getDocs(query(collectionGroup(db, "Orders"), orderBy("createdAt", "desc"), limit(25))),
  ],
  [
    "orders by payment status",
    (db) =>
      getDocs(
        query(
          collectionGroup(db, "Orders"),
          where("status", "==", "paid"),
          orderBy("createdAt", "desc"),
        ),
      ),
  ],
  [
    "orders by fulfilment stage",
    (db) =>
      getDocs(
        query(
          collectionGroup(db, "Orders"),
          where("fulfilment.stage", "==", "packed"),
          orderBy("createdAt", "desc"),
        ),
      ),
  ],
  [
    "orders by customer e-mail",
    (db) =>
      getDocs(
        query(
          collectionGroup(db, "Orders"),
          where("customerEmail", "==", "asha@example.in"),
          orderBy("createdAt", "desc"),
        ),
      ),
  ],
  ["a customer's profile", (db) => getDoc(doc(db, firestorePaths.user("asha")))],
  ["the profiles", (db) => getDocs(collection(db, COLLECTIONS.users))],
  ["a contact message", (db) => getDoc(doc(db, firestorePaths.contactMessage("m1")))],
  [
    "the inbox, new messages first",
    (db) =>
      getDocs(
        query(
          collection(db, COLLECTIONS.contactMessages),
          where("status", "==", "new"),
          orderBy("createdAt", "desc"),
        ),
      ),
  ],
  ["a webhook event", (db) => getDoc(doc(db, firestorePaths.razorpayEvent("evt_1")))],
  ["who acted on an order", (db) => getDoc(doc(db, orderOperatorsPath("asha", ORDER_ID)))],
  [
    "an order's webhook events",
    (db) =>
      getDocs(query(collection(db, COLLECTIONS.razorpayEvents), where("orderId", "==", ORDER_ID))),
  ],
];
