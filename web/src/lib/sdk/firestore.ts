// Only the functions the shop and the console use, so the bundler drops the rest of the SDK.
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
