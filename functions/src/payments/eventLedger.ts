import { createHash } from "node:crypto";
import {
  FieldValue,
  type DocumentSnapshot,
  type Timestamp,
  type WriteBatch,
} from "firebase-admin/firestore";
import { firestorePaths } from "../domain";
import { db } from "../lib/firestore";
import { lostRace, readDecideWrite } from "../lib/optimistic";
import { orderRef } from "../orders/orderRepository";
import { paymentLog } from "./paymentLog";
import { RAZORPAY_ORDER_ID } from "./razorpayClient";

/** razorpayEvents/{eventId}, created in the commit of its effect: a redelivery changes nothing. */
export interface LedgerEvent {
  id: string;
  name: string;
  razorpayOrderId?: string | undefined;
  paymentId?: string | undefined;
  amount?: number | undefined;
  currency?: string | undefined;
}

/** razorpayOrders/{razorpayOrderId} → {uid, orderId}: webhooks trust this, never the notes. */
export type ShopOrderRef = { uid: string; orderId: string };
type LedgerDetails = Partial<ShopOrderRef> & { outcome: string };

const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** X-Razorpay-Event-Id, else the body's hash, so a byte-identical redelivery is recognised. */
export function ledgerIdFor(eventIdHeader: string | undefined, rawBody: Buffer): string {
  if (eventIdHeader && SAFE_ID.test(eventIdHeader)) return eventIdHeader;
  return `body-${createHash("sha256").update(rawBody).digest("hex")}`;
}

export const eventRef = (id: string) => db().doc(firestorePaths.razorpayEvent(id));
const indexRef = (razorpayOrderId: string) =>
  db().doc(firestorePaths.razorpayOrder(razorpayOrderId));

export function ledgerEntry({ id, name, ...payment }: LedgerEvent, details: LedgerDetails) {
  const entry = { eventId: id, event: name, ...details, ...payment };
  const defined = Object.entries(entry).filter(([, value]) => value !== undefined);
  return { ...Object.fromEntries(defined), receivedAt: FieldValue.serverTimestamp() };
}

/** One commit on the order, with the event's ledger entry (if any) created in it: an event
 * already ledgered, or a missing order, decides nothing. `first`: [order, entry?] as read. */
export function ledgered<T extends string>(
  { uid, orderId }: ShopOrderRef,
  event: LedgerEvent | undefined,
  decide: (order: DocumentSnapshot, batch: WriteBatch, committed: { at?: Timestamp }) => T,
  first?: DocumentSnapshot[],
): Promise<T | "duplicate-event"> {
  const ref = orderRef(uid, orderId);
  const ledger = event && eventRef(event.id);
  return readDecideWrite<T | "duplicate-event">(
    ledger ? [ref, ledger] : [ref],
    ([order, seen], batch, committed) => {
      if (!order || seen?.exists) return "duplicate-event";
      const outcome = decide(order, batch, committed);
      if (ledger && event) batch.create(ledger, ledgerEntry(event, { outcome, uid, orderId }));
      return outcome;
    },
    { first },
  );
}

/** For events that touch no order: records them once; a repeat is reported as a duplicate. */
export async function recordEventOnce(event: LedgerEvent, details: LedgerDetails): Promise<string> {
  try {
    await eventRef(event.id).create(ledgerEntry(event, details));
    return details.outcome;
  } catch (error) {
    if (lostRace(error)) return "duplicate-event"; // created already
    throw error;
  }
}

/** A signed event left unapplied (`reason`), recorded so a redelivery is a duplicate. */
export async function ignoreEvent(ledger: LedgerEvent, reason: string): Promise<string> {
  paymentLog.webhookIgnored({ reason, eventId: ledger.id, event: ledger.name });
  return recordEventOnce(ledger, { outcome: reason });
}

export function recordShopOrder(batch: WriteBatch, razorpayOrderId: string, shop: ShopOrderRef) {
  batch.create(indexRef(razorpayOrderId), { ...shop, createdAt: FieldValue.serverTimestamp() });
}

/** Null for an order id not the shop's; read with the ledger entry (`entry`, handed on to the
 * commit that creates it) before any call to Razorpay. */
export async function shopOrderOf(
  razorpayOrderId: string,
  eventId: string,
): Promise<{ target: ShopOrderRef | null; seen: boolean; entry?: DocumentSnapshot }> {
  if (!RAZORPAY_ORDER_ID.test(razorpayOrderId)) return { target: null, seen: false };
  const [snapshot, ledger] = await db().getAll(indexRef(razorpayOrderId), eventRef(eventId));
  const uid: unknown = snapshot?.get("uid");
  const orderId: unknown = snapshot?.get("orderId");
  const target = typeof uid === "string" && typeof orderId === "string" ? { uid, orderId } : null;
  return { target, seen: ledger?.exists === true, entry: ledger };
}
