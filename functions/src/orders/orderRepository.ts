import { FieldValue, Timestamp } from "firebase-admin/firestore";
import {
  DomainError,
  EMPTY_ADDRESS,
  MAX_OPEN_ORDERS,
  firestorePaths,
  MESSAGES,
  OPEN_ORDER_WINDOW_MS,
  shortOrderId,
  type PricedOrder,
} from "../domain";
import { db } from "../lib/firestore";
import { unchangedSince, withOptimisticRetry } from "../lib/optimistic";

export function orderRef(uid: string, orderId: string) {
  return db().doc(firestorePaths.userOrder(uid, orderId));
}

/**
 * orderGuards/{uid} (functions only): the account's recent placeOrder request
 * keys with the order each one made. Every new order of an account is
 * committed together with an update of this document that holds only if it
 * is unchanged since it was read, so two calls of one account never both
 * count the same open orders, and a repeated key finds its order.
 */
function guardRef(uid: string) {
  return db().doc(firestorePaths.orderGuard(uid));
}

interface PlacedRequest {
  orderId: string;
  amount: number;
  at: number;
}

/** Keys older than the window are forgotten; a hundred is more than a day of honest use. */
const MAX_REMEMBERED_REQUESTS = 100;

export interface PlacedOrder {
  orderId: string;
  amount: number;
  /** True when this request key had already placed the order (a retry). */
  repeated: boolean;
}

/**
 * Writes a new pending order for this request key, or answers the order the
 * key already made. Refuses (resource-exhausted) an account that already has
 * MAX_OPEN_ORDERS unpaid orders from the last day. Lock-free: a call that
 * loses a race (another order of the account, an order id taken) reads again.
 */
export async function placePendingOrderOnce(
  uid: string,
  requestId: string,
  priced: PricedOrder,
  customerEmail: string | undefined,
  newOrderId: () => string,
  now = Date.now(),
): Promise<PlacedOrder> {
  const guard = guardRef(uid);
  return withOptimisticRetry(
    () => guard.get(),
    async (snapshot) => {
      const requests = rememberedRequests(snapshot.get("requests"), now);
      const seen = requests[requestId];
      if (seen) return { orderId: seen.orderId, amount: seen.amount, repeated: true };
      if ((await openOrderCount(uid, now)) >= MAX_OPEN_ORDERS) {
        throw new DomainError("resource-exhausted", MESSAGES.tooManyPendingOrders);
      }
      const orderId = newOrderId();
      requests[requestId] = { orderId, amount: priced.amount, at: now };
      const remembered = {
        requests: newest(requests, MAX_REMEMBERED_REQUESTS),
        expiresAt: Timestamp.fromMillis(now + OPEN_ORDER_WINDOW_MS),
      };
      const batch = db().batch();
      batch.create(orderRef(uid, orderId), {
        orderId,
        // The console's search by the id shoppers read (docs/admin-console.md).
        shortId: shortOrderId(orderId),
        userID: uid,
        items: priced.items,
        amount: priced.amount,
        currency: "INR",
        status: "pending",
        createdAt: FieldValue.serverTimestamp(),
        addressInfo: EMPTY_ADDRESS,
        ...(customerEmail === undefined ? {} : { customerEmail }),
      });
      if (snapshot.exists) batch.update(guard, remembered, unchangedSince(snapshot));
      else batch.create(guard, remembered);
      await batch.commit();
      return { orderId, amount: priced.amount, repeated: false };
    },
    MAX_ATTEMPTS,
  );
}

/** Enough rounds for a burst of one account's calls to each get a turn. */
const MAX_ATTEMPTS = 60;

async function openOrderCount(uid: string, now: number): Promise<number> {
  const open = db()
    .collection(firestorePaths.userOrders(uid))
    .where("status", "==", "pending")
    .where("createdAt", ">=", Timestamp.fromMillis(now - OPEN_ORDER_WINDOW_MS))
    .count();
  return (await open.get()).data().count;
}
function rememberedRequests(value: unknown, now: number): Record<string, PlacedRequest> {
  const kept: Record<string, PlacedRequest> = {};
  if (typeof value !== "object" || value === null) return kept;
  for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
    const { orderId, amount, at } = (entry ?? {}) as Partial<PlacedRequest>;
    const fresh = typeof at === "number" && at > now - OPEN_ORDER_WINDOW_MS;
    if (fresh && typeof orderId === "string" && typeof amount === "number") {
      kept[key] = { orderId, amount, at };
    }
  }
  return kept;
}

function newest(requests: Record<string, PlacedRequest>, max: number) {
  const sorted = Object.entries(requests).sort(([, a], [, b]) => b.at - a.at);
  return Object.fromEntries(sorted.slice(0, max));
}
