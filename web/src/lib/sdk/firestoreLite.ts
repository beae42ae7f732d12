/** Through this module, like ./firestore, so only these functions reach the bundle. */
export {
  connectFirestoreEmulator,
  doc,
  getDoc,
  getFirestore,
  serverTimestamp,
  setDoc,
} from "firebase/firestore/lite";
