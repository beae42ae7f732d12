// The Firestore functions the shop and the console use, imported dynamically through this module
// so the bundler drops the rest of the SDK (bundles, aggregates, transactions, persistence, ...).
export {
  and,
  collection,
  collectionGroup,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getFirestore,
  limit,
  onSnapshot,
  or,
  orderBy,
  query,
  updateDoc,
  where,
} from "firebase/firestore";
