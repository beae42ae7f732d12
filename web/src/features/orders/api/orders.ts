import type * as FirestoreModule from "../../../lib/sdk/firestore";
import type { DocumentSnapshot, Firestore } from "firebase/firestore";
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
  return live(
    (sdk, db) =>
      sdk.onSnapshot(
        sdk.doc(db, firestorePaths.userOrder(uid, orderId)),
        (snapshot) => onChange(orderOf(snapshot, read)),
        onError,
      ),
    onError,
  );
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
        (snapshot) => {
          heardLive = true;
          onChange(snapshot.docs.flatMap((doc) => orderOf(doc, read) ?? []));
        },
        onError,
      );
    }, onError);
  };
  readPaidOrders(uid, read).then((orders) => {
    if (stopped || heardLive) return;
    onChange(orders);
    afterPaintWhenIdle(startLive);
  }, startLive);
  return () => {
    stopped = true;
    stopLive?.();
  };
}

function orderOf(snapshot: DocumentSnapshot, read: OrderReader): Order | null {
  if (!snapshot.exists()) return null;
  return read(snapshot.id, snapshot.data({ serverTimestamps: "estimate" }));
}
