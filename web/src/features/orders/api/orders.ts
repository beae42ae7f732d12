import type * as FirestoreModule from "../../../lib/sdk/firestore";
import type {
  DocumentSnapshot,
  Firestore,
  QuerySnapshot,
  SnapshotMetadata,
} from "firebase/firestore";
import { firestorePaths, type Order } from "@shop/domain";
import { afterPaintWhenIdle } from "../../../lib/schedule";
import { getFirestoreClient } from "../../../lib/firebase";
import { orderFromData, type OrderReader } from "./orderData";
import { readPaidOrders } from "./ordersRest";

/** users/{uid}/Orders: the rules let only the owner read them; only the functions write them. */

type FirestoreSdk = typeof FirestoreModule;
type Stop = () => void;

/** Firestore could not be loaded or reached at all (not a refused read). */
export class DatabaseUnavailableError extends Error {
  override name = "DatabaseUnavailableError";
}

/**
 * First answer of a live read, SDK download included: offline the SDK keeps waiting, so past this
 * the page says the database could not be reached (a later answer still shows).
 */
export const FIRST_ANSWER_TIME_LIMIT_MS = 15_000;

function firstAnswerLimit<T>(onChange: (value: T) => void, onError: (error: unknown) => void) {
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    onError(new DatabaseUnavailableError(`No answer within ${FIRST_ANSWER_TIME_LIMIT_MS} ms`));
  }, FIRST_ANSWER_TIME_LIMIT_MS);
  return {
    onChange(value: T) {
      timedOut = false;
      clearTimeout(timer);
      onChange(value);
    },
    onError(error: unknown) {
      clearTimeout(timer);
      // Already told: the page shows its failure once, not twice.
      if (!timedOut) onError(error);
    },
    stop: () => clearTimeout(timer),
  };
}

/**
 * Offline, cache-only snapshots would call an order missing or the list empty: skip them until
 * the server answers. Listen with metadata changes, or a "nothing changed" answer never arrives.
 */
function serverFirst<S extends { metadata: Pick<SnapshotMetadata, "fromCache"> }>(
  next: (snapshot: S) => void,
  same: (snapshot: S) => boolean,
) {
  let heard = false;
  return (snapshot: S) => {
    if (heard ? same(snapshot) : snapshot.metadata.fromCache) return;
    heard = true;
    next(snapshot);
  };
}

const METADATA_TOO = { includeMetadataChanges: true } as const;

/** The returned stop also works when called before the SDK has arrived. */
function live(
  start: (sdk: FirestoreSdk, db: Firestore) => Stop,
  onError: (error: unknown) => void,
): Stop {
  let stop: Stop | undefined;
  let stopped = false;
  Promise.all([import("../../../lib/sdk/firestore"), getFirestoreClient()]).then(
    ([sdk, db]) => {
      if (!stopped) stop = start(sdk, db);
    },
    (error: unknown) => {
      if (!stopped)
        onError(new DatabaseUnavailableError("Firestore is unavailable", { cause: error }));
    },
  );
  return () => {
    stopped = true;
    stop?.();
  };
}

/** null when this shopper has no such order; `read` is the caller's (checkout needs no fulfilment). */
export function watchOrder(
  uid: string,
  orderId: string,
  onChange: (order: Order | null) => void,
  onError: (error: unknown) => void,
  read: OrderReader = orderFromData,
): Stop {
  const answers = firstAnswerLimit(onChange, onError);
  let shown: string | undefined;
  const stop = live(
    (sdk, db) =>
      sdk.onSnapshot(
        sdk.doc(db, firestorePaths.userOrder(uid, orderId)),
        METADATA_TOO,
        serverFirst(
          (snapshot: DocumentSnapshot) => {
            shown = storedJson(snapshot);
            answers.onChange(orderOf(snapshot, read));
          },
          (snapshot) => storedJson(snapshot) === shown,
        ),
        answers.onError,
      ),
    answers.onError,
  );
  return () => {
    answers.stop();
    stop();
  };
}

/**
 * docs/product.md §7. The REST query (./ordersRest) paints first without the SDK; the SDK
 * listener then keeps the list live, and answers instead if the REST read fails.
 */
export function watchPaidOrders(
  uid: string,
  onChange: (orders: Order[]) => void,
  onError: (error: unknown) => void,
  read: OrderReader = orderFromData,
): Stop {
  let stopped = false;
  let heardLive = false;
  let stopLive: Stop | undefined;
  const answers = firstAnswerLimit(onChange, onError);
  const startLive = () => {
    if (stopped) return;
    stopLive = live((sdk, db) => {
      const paid = sdk.query(
        sdk.collection(db, firestorePaths.userOrders(uid)),
        sdk.where("status", "==", "paid"),
        sdk.orderBy("createdAt", "desc"),
      );
      return sdk.onSnapshot(
        paid,
        METADATA_TOO,
        serverFirst(
          (snapshot: QuerySnapshot) => {
            heardLive = true;
            answers.onChange(snapshot.docs.flatMap((doc) => orderOf(doc, read) ?? []));
          },
          // docChanges() leaves metadata-only changes out.
          (snapshot) => snapshot.docChanges().length === 0,
        ),
        answers.onError,
      );
    }, answers.onError);
  };
  readPaidOrders(uid, read).then((orders) => {
    if (stopped || heardLive) return;
    answers.onChange(orders);
    afterPaintWhenIdle(startLive);
  }, startLive);
  return () => {
    stopped = true;
    answers.stop();
    stopLive?.();
  };
}

/** The stored document as it stands (null: none), to tell a data change from a metadata one. */
function storedJson(snapshot: DocumentSnapshot): string {
  return JSON.stringify(snapshot.exists() ? snapshot.data() : null);
}

function orderOf(snapshot: DocumentSnapshot, read: OrderReader): Order | null {
  if (!snapshot.exists()) return null;
  return read(snapshot.id, snapshot.data({ serverTimestamps: "estimate" }));
}
