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

/**
 * The shopper's own orders, read live from users/{uid}/Orders (the rules let
 * only the owner read them; only the functions write them), handed over as
 * the domain's Order (./orderData).
 */

type FirestoreSdk = typeof FirestoreModule;
type Stop = () => void;

/** Firestore could not be loaded or reached at all (not a refused read). */
export class DatabaseUnavailableError extends Error {
  override name = "DatabaseUnavailableError";
}

/**
 * How long a live read may take to give its first answer, the SDK's download
 * included. Offline the SDK keeps waiting for the server; past this the page
 * says the database could not be reached (checkout: 'Database connection
 * error.', My Orders: 'Error in fetching the orders. Please try again
 * later.'), and an answer that still comes later shows as usual.
 */
export const FIRST_ANSWER_TIME_LIMIT_MS = 15_000;

/**
 * `onChange` and `onError` with the first answer's time limit; `stop` ends
 * the clock with the listener.
 */
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
 * A snapshot handler that skips what the cache alone says until the server
 * has answered once: offline, the SDK would otherwise report an order as
 * missing, or the paid list as empty. The listener must ask for metadata
 * changes: listening again to what the cache already holds, the server's
 * answer is "nothing changed", which only flips `fromCache` and is not
 * delivered otherwise (the page would wait forever). Once heard, snapshots
 * whose data is the same as before (`same`) are skipped.
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

/**
 * Starts a listener once the Firestore SDK has loaded; the returned function
 * stops it, also when called before the SDK arrived.
 */
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

/**
 * One order, live: null when there is no such order of this shopper. `read`
 * turns the stored document into an Order (checkout needs no fulfilment).
 */
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
 * The shopper's paid orders, newest first, live (docs/product.md §7). The first answer
 * comes from one REST query (./ordersRest), which needs no Firestore SDK;
 * the SDK's listener starts once that answer has painted and keeps the list
 * live. If the REST read fails, the listener answers (or reports) instead.
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
