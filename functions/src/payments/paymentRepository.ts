import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type WriteBatch,
} from "firebase-admin/firestore";
import {
  DomainError,
  PAYMENT_MESSAGES,
  closureOf,
  type OrderStatus,
  type StoredPaymentState,
} from "../domain";
import { readDecideWrite, unchangedSince } from "../lib/optimistic";
import { orderRef, storedClosure } from "../orders/orderRepository";
import { eventRef, ledgerEntry, type LedgerEvent } from "./eventLedger";
import { CAPTURE_CLAIM_MS, CONFIRMING_CHECK_DELAY_MS } from "./paymentTiming";

/** The payment-relevant view of a stored order document (undefined if absent or not an order). */
export function paymentStateOf(data: FirebaseFirestore.DocumentData | undefined, now = Date.now()) {
  if (!data) return undefined;
  const status = data.status as OrderStatus;
  if (status !== "pending" && status !== "paid") return undefined;
  const items: unknown[] = Array.isArray(data.items) ? data.items : [];
  const state: StoredPaymentState = {
    status,
    amount: Number(data.amount),
    currency: String(data.currency ?? "INR"),
    itemCount: items.reduce<number>((sum, item) => sum + quantityOf(item), 0),
    razorpayOrderId: typeof data.razorpayOrderId === "string" ? data.razorpayOrderId : undefined,
    closure: closureOf(storedClosure(data), now)?.reason,
  };
  return state;
}

const quantityOf = (item: unknown) => Number((item as { quantity?: unknown })?.quantity) || 0;

/**
 * Authorised (or maybe) but not captured: a pending order reads "confirming", the reconciler looks
 * soon; a webhook's ledger entry commits with it.
 */
export async function markConfirming(
  { uid, orderId }: { uid: string; orderId: string },
  paymentId: string,
  { event, read }: { event?: LedgerEvent | undefined; read?: DocumentSnapshot[] } = {},
): Promise<"confirming" | "duplicate-event"> {
  const ref = orderRef(uid, orderId);
  const ledger = event ? eventRef(event.id) : undefined;
  return readDecideWrite(
    ledger ? [ref, ledger] : [ref],
    ([snapshot, seen], batch) => {
      if (!snapshot || seen?.exists) return "duplicate-event";
      if (snapshot.get("status") === "pending") {
        const fields = {
          paymentConfirming: confirmingSince(snapshot, paymentId),
          nextPaymentCheckAt: Timestamp.fromMillis(Date.now() + CONFIRMING_CHECK_DELAY_MS),
        };
        batch.update(ref, fields, unchangedSince(snapshot));
      }
      if (ledger && event) {
        batch.create(ledger, ledgerEntry(event, { outcome: "confirming", uid, orderId }));
      }
      return "confirming";
    },
    { first: read },
  );
}

/** Keeps the first moment the order was seen confirming, so "since" means since. */
function confirmingSince(snapshot: DocumentSnapshot, paymentId: string) {
  const since: unknown = snapshot.get("paymentConfirming.since");
  return {
    paymentId,
    since: since instanceof Timestamp ? since : FieldValue.serverTimestamp(),
  };
}

export type CaptureClaim = "claimed" | "already-paid" | "other-payment-capturing";

/** Before a capture, one payment at a time, so two authorisations are never both captured. */
export async function claimCapture(
  uid: string,
  orderId: string,
  paymentId: string,
  read?: DocumentSnapshot[],
  now = Date.now(),
): Promise<CaptureClaim> {
  const ref = orderRef(uid, orderId);
  const decide = ([snapshot]: DocumentSnapshot[], batch: WriteBatch): CaptureClaim => {
    if (!snapshot || snapshot.get("status") === "paid") return "already-paid";
    const claim = captureClaimOf(snapshot);
    if (claim && claim.paymentId !== paymentId && claim.at > now - CAPTURE_CLAIM_MS) {
      return "other-payment-capturing";
    }
    batch.update(
      ref,
      {
        captureClaim: { paymentId, at: now },
        paymentConfirming: confirmingSince(snapshot, paymentId),
        nextPaymentCheckAt: Timestamp.fromMillis(now + CONFIRMING_CHECK_DELAY_MS),
      },
      unchangedSince(snapshot),
    );
    return "claimed";
  };
  return readDecideWrite([ref], decide, { first: read?.slice(0, 1) });
}

function captureClaimOf(snapshot: DocumentSnapshot) {
  const paymentId: unknown = snapshot.get("captureClaim.paymentId");
  const at: unknown = snapshot.get("captureClaim.at");
  return typeof paymentId === "string" && typeof at === "number" ? { paymentId, at } : undefined;
}

/** startPayment refuses an order it cannot find or charge, in the spec's words. */
export function notPayable(): DomainError {
  return new DomainError("failed-precondition", PAYMENT_MESSAGES.notPayable);
}
