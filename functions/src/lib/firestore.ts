import { getApps, initializeApp } from "firebase-admin/app";
import {
  getFirestore,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from "firebase-admin/firestore";

/** One Admin SDK app per process; the emulator is picked up from FIRESTORE_EMULATOR_HOST. */
export function db(): Firestore {
  if (getApps().length === 0) initializeApp();
  return getFirestore();
}

/**
 * Reads a document and, if given, a second one in one request of the
 * transaction. Two reads in parallel are two requests racing to open the
 * transaction, which the Firestore emulator fumbles under contention
 * ("Transaction is invalid or closed").
 */
export async function readInTransaction(
  tx: Transaction,
  ref: DocumentReference,
  other?: DocumentReference,
): Promise<[DocumentSnapshot, DocumentSnapshot | undefined]> {
  const [first, second] = other ? await tx.getAll(ref, other) : await tx.getAll(ref);
  if (!first) throw new Error(`No snapshot for ${ref.path}`);
  return [first, second];
}
