import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore, Timestamp, type Firestore } from "firebase-admin/firestore";

export function db(): Firestore {
  if (getApps().length === 0) initializeApp();
  return getFirestore();
}

/** A stored document (or field) as the domain reads it: every Timestamp in it a Date. */
export function datesOf<T>(stored: unknown): T {
  if (stored instanceof Timestamp) return stored.toDate() as T;
  if (Array.isArray(stored)) return stored.map(datesOf) as T;
  if (typeof stored !== "object" || stored === null) return stored as T;
  return Object.fromEntries(Object.entries(stored).map(([k, v]) => [k, datesOf(v)])) as T;
}
