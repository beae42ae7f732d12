/**
 * The Firestore Lite functions the shop uses: the profile writes of
 * registration and Google sign-in (features/auth/api/profile). Imported
 * dynamically through this module, like ./firestore, so only these reach
 * the bundle.
 */
export {
  connectFirestoreEmulator,
  doc,
  getDoc,
  getFirestore,
  serverTimestamp,
  setDoc,
} from "firebase/firestore/lite";
