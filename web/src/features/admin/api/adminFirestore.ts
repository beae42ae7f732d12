import type * as FirestoreModule from "../../../lib/sdk/firestore";
import type { Firestore } from "firebase/firestore";
import { getFirestoreClient } from "../../../lib/firebase";

// The console's live listeners, through the rules as the signed-in admin (docs/admin-console.md);
// its one-shot queries go over REST (./adminRest).
type Sdk = typeof FirestoreModule;
export type Stop = () => void;

function adminFirestore(): Promise<[Sdk, Firestore]> {
  return Promise.all([import("../../../lib/sdk/firestore"), getFirestoreClient()]);
}

/** Starts a listener once the SDK is here; the returned function stops it, even before that. */
export function live(
  start: (sdk: Sdk, db: Firestore) => Stop,
  onError: (error: unknown) => void,
): Stop {
  let stop: Stop | undefined;
  let stopped = false;
  adminFirestore().then(([sdk, db]) => {
    if (!stopped) stop = start(sdk, db);
  }, onError);
  return () => {
    stopped = true;
    stop?.();
  };
}

type Data = Record<string, unknown>;

export const textOf = (value: unknown) => (typeof value === "string" ? value : "");

/** A Firestore Timestamp (or a Date) as a Date. */
export function dateOf(value: unknown): Date | undefined {
  if (value instanceof Date) return value;
  if (typeof value === "object" && value !== null && "toDate" in value) {
    const toDate = (value as Data).toDate;
    if (typeof toDate === "function") return (toDate as () => Date).call(value);
  }
  return undefined;
}
