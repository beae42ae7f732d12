import type * as FirestoreModule from "./sdk/firestore";
import type { DocumentSnapshot, Firestore } from "firebase/firestore";
import {
  EMPTY_ADDRESS,
  isPaise,
  parsePriceText,
  type AddressInfo,
  type Order,
  type OrderItem,
  type VariantKey,
} from "@shop/domain";
import { getFirestoreClient } from "./firebase";

/**
 * The shopper's own orders, read live from users/{uid}/Orders (the rules let
 * only the owner read them; only the functions write them). Documents are
 * turned into the domain's Order here, so no page sees Firestore's shapes.
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
  Promise.all([import("./sdk/firestore"), getFirestoreClient()]).then(
    ([sdk, db]) => {
      if (!stopped) stop = start(sdk, db);
    },
    (error: unknown) => {
      if (!stopped) onError(new DatabaseUnavailableError("Firestore is unavailable", { cause: error }));
    },
  );
  return () => {
    stopped = true;
    stop?.();
  };
}

/** One order, live: null when there is no such order of this shopper. */
export function watchOrder(
  uid: string,
  orderId: string,
  onChange: (order: Order | null) => void,
  onError: (error: unknown) => void,
): Stop {
  return live(
    (sdk, db) =>
      sdk.onSnapshot(
        sdk.doc(db, "users", uid, "Orders", orderId),
        (snapshot) => onChange(orderOf(snapshot)),
        onError,
      ),
    onError,
  );
}

/** The shopper's paid orders, newest first, live (spec §7). */
export function watchPaidOrders(
  uid: string,
  onChange: (orders: Order[]) => void,
  onError: (error: unknown) => void,
): Stop {
  return live((sdk, db) => {
    const paid = sdk.query(
      sdk.collection(db, "users", uid, "Orders"),
      sdk.where("status", "==", "paid"),
      sdk.orderBy("createdAt", "desc"),
    );
    return sdk.onSnapshot(
      paid,
      (snapshot) => onChange(snapshot.docs.flatMap((doc) => orderOf(doc) ?? [])),
      onError,
    );
  }, onError);
}

function orderOf(snapshot: DocumentSnapshot): Order | null {
  if (!snapshot.exists()) return null;
  return orderFromData(snapshot.id, snapshot.data({ serverTimestamps: "estimate" }));
}

type Data = Record<string, unknown>;

const text = (value: unknown) => (typeof value === "string" ? value : "");

function dateOf(value: unknown): Date | undefined {
  if (value instanceof Date) return value;
  if (typeof value === "object" && value !== null && "toDate" in value) {
    const toDate = (value as { toDate: unknown }).toDate;
    if (typeof toDate === "function") return (toDate as () => Date).call(value);
  }
  return undefined;
}

/** Unit prices are paise; older orders kept the spec's text form ('Rs 1234'). */
function paiseOf(value: unknown): number | null {
  if (isPaise(value)) return value;
  return typeof value === "string" ? parsePriceText(value) : null;
}

function itemOf(raw: unknown): OrderItem | null {
  if (typeof raw !== "object" || raw === null) return null;
  const item = raw as Data;
  const price = paiseOf(item.price);
  const quantity = Number(item.quantity);
  if (price === null || !Number.isInteger(quantity) || quantity < 1) return null;
  const lineTotal = isPaise(item.lineTotal) ? item.lineTotal : price * quantity;
  return {
    productId: text(item.productId),
    productName: text(item.productName),
    variantKey: text(item.variantKey) as VariantKey,
    variantName: text(item.variantName),
    price,
    quantity,
    lineTotal,
    image: text(item.image),
  };
}

/** An address map as stored on an order or a profile; missing fields are blank. */
export function addressFromData(raw: unknown): AddressInfo {
  if (typeof raw !== "object" || raw === null) return EMPTY_ADDRESS;
  const address = raw as Data;
  return {
    name: text(address.name),
    phone: text(address.phone),
    address: text(address.address),
    pincode: text(address.pincode),
  };
}

/** A stored order document as the domain's Order; null when it is not one. */
export function orderFromData(id: string, data: Data): Order | null {
  const status = data.status;
  if ((status !== "pending" && status !== "paid") || !isPaise(data.amount)) return null;
  const items = Array.isArray(data.items) ? data.items.flatMap((raw) => itemOf(raw) ?? []) : [];
  const paidAt = dateOf(data.paidAt);
  const paymentId = text(data.paymentId);
  const razorpayOrderId = text(data.razorpayOrderId);
  return {
    orderId: text(data.orderId) || id,
    userID: text(data.userID),
    items,
    amount: data.amount,
    currency: "INR",
    status,
    createdAt: dateOf(data.createdAt) ?? new Date(0),
    addressInfo: addressFromData(data.addressInfo),
    ...(razorpayOrderId ? { razorpayOrderId } : {}),
    ...(paymentId ? { paymentId } : {}),
    ...(paidAt ? { paidAt } : {}),
  } satisfies Order;
}
