import type * as FirestoreSdk from "../../../lib/sdk/firestore";
import type {
  DocumentSnapshot,
  Firestore,
  QuerySnapshot,
  SnapshotMetadata,
} from "firebase/firestore";
import { firestorePaths, type Order } from "@shop/domain";
import { afterPaintWhenIdle } from "../../../lib/schedule";
import { getFirestoreClient } from "../../../lib/firebase";
import { MY_ORDERS_STATUSES, orderFromData, type OrderReader } from "./orderData";
import { readPaidOrders } from "./ordersRest";

// The shop's Firestore listeners (the console's too); the rules let a shopper read only their own orders.

export type Stop = () => void;
type Hear<T> = (value: T) => void;
type Fail = (error: unknown) => void;
export type Watch<T> = (onChange: Hear<T>, onError: Fail) => Stop;

/** Firestore could not be loaded or reached at all (not a refused read). */
export class DatabaseUnavailableError extends Error {
  override name = "DatabaseUnavailableError";
}

/** First answer of a live read, SDK download included: offline the SDK would keep waiting. */
export const FIRST_ANSWER_TIME_LIMIT_MS = 15_000;

/** `watch`, failing once with DatabaseUnavailableError past the time limit; a later answer still shows. */
export function firstAnswerLimit<T>(onChange: Hear<T>, onError: Fail, watch: Watch<T>): Stop {
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    onError(new DatabaseUnavailableError(`No answer within ${FIRST_ANSWER_TIME_LIMIT_MS} ms`));
  }, FIRST_ANSWER_TIME_LIMIT_MS);
  const stop = watch(
    (value) => {
      timedOut = false;
      clearTimeout(timer);
      onChange(value);
    },
    (error) => {
      clearTimeout(timer);
      if (!timedOut) onError(error);
    },
  );
  return () => {
    clearTimeout(timer);
    stop();
  };
}

/** Offline, cache-only snapshots would call an order missing or a list empty: wait for the server. */
export function serverFirst<S extends { metadata: Pick<SnapshotMetadata, "fromCache"> }>(
  next: (snapshot: S) => void,
  same: (snapshot: S) => boolean = () => false,
) {
  let heard = false;
  return (snapshot: S) => {
    if (heard ? same(snapshot) : snapshot.metadata.fromCache) return;
    heard = true;
    next(snapshot);
  };
}

const METADATA_TOO = { includeMetadataChanges: true } as const;

/** Starts a listener once the SDK is here; the returned stop works even before that. */
export function live(
  start: (sdk: typeof FirestoreSdk, db: Firestore) => Stop,
  onError: Fail,
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

/** A REST read (no SDK) paints first; `listen` starts after that paint, or at once if it fails. */
export function restFirst<T>(
  readOnce: () => Promise<T>,
  listen: (onChange: Hear<T>) => Stop,
  onChange: Hear<T>,
): Stop {
  let stopped = false;
  let heardLive = false;
  let stopLive: Stop | undefined;
  const startLive = () => {
    if (stopped) return;
    stopLive = listen((value) => {
      heardLive = true;
      onChange(value);
    });
  };
  readOnce().then((value) => {
    if (stopped || heardLive) return;
    onChange(value);
    afterPaintWhenIdle(startLive);
  }, startLive);
  return () => {
    stopped = true;
    stopLive?.();
  };
}

/** null when this shopper has no such order; `read` is the caller's (checkout needs no fulfilment). */
export function watchOrder<O extends Order = Order>(
  uid: string,
  orderId: string,
  onChange: Hear<O | null>,
  onError: Fail,
  read: (id: string, data: Record<string, unknown>) => O | null = orderFromData as OrderReader<O>,
): Stop {
  let shown: string | undefined;
  return firstAnswerLimit(onChange, onError, (hear, fail) =>
    live(
      (sdk, db) =>
        sdk.onSnapshot(
          sdk.doc(db, firestorePaths.userOrder(uid, orderId)),
          METADATA_TOO,
          serverFirst(
            (snapshot: DocumentSnapshot) => {
              shown = storedJson(snapshot);
              hear(snapshot.exists() ? read(snapshot.id, dataOf(snapshot)) : null);
            },
            (snapshot) => storedJson(snapshot) === shown,
          ),
          fail,
        ),
      fail,
    ),
  );
}

/** docs/product.md §7 (and COD orders, docs/cod.md), painted first over REST (./ordersRest), then kept live. */
export function watchPaidOrders(
  uid: string,
  onChange: Hear<Order[]>,
  onError: Fail,
  read: OrderReader = orderFromData,
): Stop {
  return firstAnswerLimit(onChange, onError, (hear, fail) =>
    restFirst(
      () => readPaidOrders(uid, read),
      (heard) =>
        live((sdk, db) => {
          const paid = sdk.query(
            sdk.collection(db, firestorePaths.userOrders(uid)),
            sdk.where("status", "in", MY_ORDERS_STATUSES),
            sdk.orderBy("createdAt", "desc"),
          );
          return sdk.onSnapshot(
            paid,
            METADATA_TOO,
            serverFirst(
              (snapshot: QuerySnapshot) =>
                heard(snapshot.docs.flatMap((doc) => read(doc.id, dataOf(doc)) ?? [])),
              // docChanges() leaves metadata-only changes out.
              (snapshot) => snapshot.docChanges().length === 0,
            ),
            fail,
          );
        }, fail),
      hear,
    ),
  );
}

/** The stored document as it stands (null: none), to tell a data change from a metadata one. */
const storedJson = (snapshot: DocumentSnapshot) =>
  JSON.stringify(snapshot.exists() ? snapshot.data() : null);

const dataOf = (snapshot: DocumentSnapshot) =>
  snapshot.data({ serverTimestamps: "estimate" }) ?? {};
