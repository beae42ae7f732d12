/**
 * The Firestore functions the shop uses: the live order and paid-orders
 * listeners (features/orders/api/orders), the checkout's profile address and
 * the console's live pages (features/admin/api/adminFirestore). Imported
 * dynamically through this module rather than as the whole
 * "firebase/firestore", so the bundler drops the rest of the SDK (bundles,
 * aggregates, transactions, persistence, ...): /payment and /myOrders wait
 * for this chunk before they can show an order.
 */
export {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getFirestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  updateDoc,
  where,
} from "firebase/firestore";
