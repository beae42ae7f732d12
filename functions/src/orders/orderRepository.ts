import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type QueryDocumentSnapshot,
} from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import {
  DomainError,
  EMPTY_ADDRESS,
  MAX_OPEN_ORDERS,
  firestorePaths,
  MESSAGES,
  OPEN_ORDER_WINDOW_MS,
  newOrderId,
  priceOrder,
  TOO_MANY_ATTEMPTS,
  closureOf,
  sameLines,
  shortOrderId,
  type Order,
  type OrderDiscount,
  type OrderSource,
  type PlaceOrderInput,
  type PlacedOrder,
  type PricedOrder,
} from "../domain";
import type { Caller } from "../lib/callable";
import { datesOf, db } from "../lib/firestore";
import { countShopCeiling, shopCeilingRef } from "../lib/shopCeilings";
import { unchangedSince, withOptimisticRetry } from "../lib/optimistic";
import { applyCode } from "./discountCodes";
import { catalogRefsFor, discountRefs, liveOf, releaseUnits } from "./stockHolds";

export function orderRef(uid: string, orderId: string) {
  return db().doc(firestorePaths.userOrder(uid, orderId));
}

type PlacedRequest = PlacedOrder & { at: number };
type Snapshots = [DocumentSnapshot, DocumentSnapshot, ...DocumentSnapshot[]];

/**
 * Priced at the catalogue's live prices, less the discount code's: this key's order, the
 * source's open order with the same lines and code, or new.
 */
export async function placeOrderHandler(
  { items, requestId, source, discountCode }: PlaceOrderInput,
  { uid, request }: Caller<string>,
): Promise<PlacedOrder> {
  // Checked at code prices first, so only known products' catalogue entries are read.
  const catalog = catalogRefsFor(priceOrder(items).items);
  const customerEmail = request.auth?.token.email?.trim().toLowerCase() || undefined;
  const now = Date.now();
  // Recent request keys: every new order commits with a guarded update, so none is counted twice.
  const guard = db().doc(firestorePaths.orderGuard(uid));
  const uses = discountCode ? discountRefs(discountCode, uid) : [];
  const refs = [guard, shopCeilingRef("unpaidOrders", now), ...uses, ...catalog];
  return withOptimisticRetry(
    async () => (await db().getAll(...refs)) as Snapshots,
    async ([snapshot, ceiling, ...entries]) => {
      const codeDocs = entries.splice(0, uses.length);
      const requests = rememberedRequests(snapshot.get("requests"), now);
      const seen = requests[requestId];
      if (seen) {
        logger.info("placeOrder repeated", { uid, orderId: seen.orderId });
        return { orderId: seen.orderId, amount: seen.amount };
      }
      const priced = priceOrder(items, liveOf(entries));
      // The use limits are read only here: the use is counted when payment starts or COD is placed.
      const discount = discountCode ? applyCode(codeDocs, priced.amount, now) : undefined;
      const amount = priced.amount - (discount?.amount ?? 0);
      const order = { ...priced, amount, source, discount };
      const unpaid = await unpaidOrders(uid, now);
      const open = source ? unpaid.filter((doc) => isOpenFrom(doc, source, now)) : [];
      // Another code (or none), or the same code now worth another amount, is another order.
      const same = open.find(
        (doc) =>
          sameLines(doc.get("items") ?? [], order.items) &&
          doc.get("discount.code") === discount?.code &&
          doc.get("amount") === amount,
      );
      if (!same && unpaid.length >= MAX_OPEN_ORDERS) {
        throw new DomainError("resource-exhausted", MESSAGES.tooManyPendingOrders);
      }
      const orderId = same?.id ?? newOrderId(new Date());
      requests[requestId] = { orderId, amount: order.amount, at: now };
      const remembered = {
        // A day's keys at most, and a hundred is more than a day of honest use.
        requests: Object.fromEntries(
          Object.entries(requests)
            .sort(([, a], [, b]) => b.at - a.at)
            .slice(0, 100),
        ),
        expiresAt: Timestamp.fromMillis(now + OPEN_ORDER_WINDOW_MS),
      };
      const batch = db().batch();
      // Unpaid orders across all accounts (a repeat made none).
      if (!countShopCeiling("unpaidOrders", ceiling, batch, now)) {
        throw new DomainError("resource-exhausted", TOO_MANY_ATTEMPTS);
      }
      if (!same) batch.create(orderRef(uid, orderId), newOrder(uid, orderId, order, customerEmail));
      const closed = { reason: "superseded", at: Timestamp.fromMillis(now) };
      for (const older of open) {
        if (older !== same && older.get("paymentConfirming") === undefined) {
          const released = releaseUnits(batch, older.data());
          batch.update(older.ref, { closed, ...released }, unchangedSince(older));
        }
      }
      if (snapshot.exists) batch.update(guard, remembered, unchangedSince(snapshot));
      else batch.create(guard, remembered);
      await batch.commit();
      if (same) logger.info("placeOrder reused", { uid, orderId });
      return { orderId, amount: order.amount };
    },
    // Enough rounds for a burst of one account's calls to each get a turn.
    60,
  );
}

/** `closed: null`, not no field: the console's default view asks for closed == null. */
function newOrder(
  uid: string,
  orderId: string,
  order: PricedOrder & { source?: OrderSource | undefined; discount?: OrderDiscount | undefined },
  customerEmail: string | undefined,
) {
  return {
    orderId,
    // The console's search by the id shoppers read (docs/admin-console.md).
    shortId: shortOrderId(orderId),
    userID: uid,
    items: order.items,
    amount: order.amount,
    currency: "INR",
    status: "pending",
    createdAt: FieldValue.serverTimestamp(),
    addressInfo: EMPTY_ADDRESS,
    closed: null,
    ...(order.source === undefined ? {} : { source: order.source }),
    ...(order.discount === undefined ? {} : { discount: order.discount }),
    ...(customerEmail === undefined ? {} : { customerEmail }),
  };
}

async function unpaidOrders(uid: string, now: number) {
  const unpaid = db()
    .collection(firestorePaths.userOrders(uid))
    .where("status", "==", "pending")
    .where("createdAt", ">=", Timestamp.fromMillis(now - OPEN_ORDER_WINDOW_MS));
  return (await unpaid.get()).docs;
}

/** Still payable, and placed from `source` (older orders without one are left to expire). */
function isOpenFrom(doc: QueryDocumentSnapshot, source: OrderSource, now: number) {
  return doc.get("source") === source && !closureOf(datesOf<Order>(doc.data()), now);
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
