/**
 * Imported dynamically through this module, like ./firestore, so only these functions reach the
 * bundle (features/auth/api/profile).
 */
export {
  connectFirestoreEmulator,
  doc,
  getDoc,
  getFirestore,
  serverTimestamp,
  setDoc,
} from "firebase/firestore/lite";
