import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
} from "firebase-admin/firestore";
import {
  awaitingPayment,
  closureOf,
  type Order,
  type OrderStatus,
  type StoredPaymentState,
} from "../domain";
import { readDecideWrite, unchangedSince } from "../lib/optimistic";
import { datesOf } from "../lib/firestore";
import { ledgered, type LedgerEvent, type ShopOrderRef } from "./eventLedger";
import { CAPTURE_CLAIM_MS, CONFIRMING_CHECK_DELAY_MS } from "./paymentTiming";

/** The payment-relevant view of a stored order document (undefined if absent or not an order). */
export function paymentStateOf(
  data: DocumentData | undefined,
  now = Date.now(),
): StoredPaymentState | undefined {
  const status = data?.status as OrderStatus;
  if (!data || (!awaitingPayment(status) && status !== "paid")) return undefined;
  const items: unknown[] = Array.isArray(data.items) ? data.items : [];
  const quantityOf = (item: unknown) => Number((item as { quantity?: unknown })?.quantity) || 0;
  return {
    status,
    amount: Number(data.amount),
    currency: String(data.currency ?? "INR"),
    itemCount: items.reduce<number>((sum, item) => sum + quantityOf(item), 0),
    razorpayOrderId: typeof data.razorpayOrderId === "string" ? data.razorpayOrderId : undefined,
    closure: closureOf(datesOf<Order>(data), now)?.reason,
  };
}

/** An order as read, or as this call's own commit left it: its data and that commit's time.
 * `snapshot` only while it is exactly what was read. */
export type OrderState = {
  data: DocumentData | undefined;
  updateTime: Timestamp | undefined;
  snapshot?: DocumentSnapshot;
};

export const stateOf = (snapshot: DocumentSnapshot): OrderState => ({
  data: snapshot.data(),
  updateTime: snapshot.updateTime,
  snapshot,
});

/** The order reads "confirming", the reconciler looks soon; "since" keeps the first moment. */
function confirming(snapshot: DocumentSnapshot, paymentId: string, now: number) {
  const since: unknown = snapshot.get("paymentConfirming.since");
  return {
    paymentConfirming: {
      paymentId,
      since: since instanceof Timestamp ? since : FieldValue.serverTimestamp(),
    },
    nextPaymentCheckAt: Timestamp.fromMillis(now + CONFIRMING_CHECK_DELAY_MS),
  };
}

/** Authorised (or maybe) but not captured; a webhook's ledger entry commits with it. */
export function markConfirming(
  target: ShopOrderRef,
  paymentId: string,
  event?: LedgerEvent,
  read?: DocumentSnapshot[],
) {
  return ledgered(
    target,
    event,
    (order, batch) => {
      if (awaitingPayment(order.get("status"))) {
        batch.update(order.ref, confirming(order, paymentId, Date.now()), unchangedSince(order));
      }
      return "confirming";
    },
    read,
  );
}

/** A capture claimed and not stale: its payment's capture may be under way. */
const capturing = (snapshot: DocumentSnapshot, now: number) => {
  const at: unknown = snapshot.get("captureClaim.at");
  return typeof at === "number" && at > now - CAPTURE_CLAIM_MS;
};

/** Confirming, or a capture claimed and not stale: the order's money may be moving right now. */
export function paymentInFlight(snapshot: DocumentSnapshot, now = Date.now()): boolean {
  return capturing(snapshot, now) || snapshot.get("paymentConfirming") !== undefined;
}

/** Before a capture, one payment at a time, so two authorisations are never both captured. */
export function claimCapture(order: DocumentSnapshot, paymentId: string, now = Date.now()) {
  return readDecideWrite<"claimed" | "already-paid" | "other-payment-capturing">(
    [order.ref],
    ([snapshot], batch) => {
      if (!snapshot || snapshot.get("status") === "paid") return "already-paid";
      const other: unknown = snapshot.get("captureClaim.paymentId");
      if (typeof other === "string" && other !== paymentId && capturing(snapshot, now)) {
        return "other-payment-capturing";
      }
      const fields = {
        captureClaim: { paymentId, at: now },
        ...confirming(snapshot, paymentId, now),
      };
      batch.update(snapshot.ref, fields, unchangedSince(snapshot));
      return "claimed";
    },
    { first: [order] },
  );
}
