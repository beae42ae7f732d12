import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";

/** One Admin SDK app per process; the emulator is picked up from FIRESTORE_EMULATOR_HOST. */
export function db(): Firestore {
  if (getApps().length === 0) initializeApp();
  return getFirestore();
}
