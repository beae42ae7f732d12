import { randomUUID } from "node:crypto";
import {
  FieldValue,
  type DocumentData,
  type DocumentSnapshot,
  type UpdateData,
} from "firebase-admin/firestore";
import { paidOutcome, type PaidOutcome, type PaymentEvidence } from "../domain";
import { readDecideWrite, unchangedSince } from "../lib/optimistic";
import { orderRef } from "../orders/orderRepository";
import { claimEmailIn, type ClaimResult } from "../orderEmails/emailClaims";
import { sendClaimedOrderEmail } from "../orderEmails/orderEmails";
import { eventRef, ledgerEntry, type LedgerEvent } from "./eventLedger";
import { paymentLog, type PaidVia } from "./paymentLog";
import { paymentStateOf } from "./paymentRepository";

export interface MarkPaidRequest {
  uid: string;
  orderId: string;
  paymentId: string;
  evidence: PaymentEvidence;
  via: PaidVia;
  /** Webhooks only: the ledger entry is written in the same commit. */
  event?: LedgerEvent | undefined;
  /** The order as the caller just read it (no event): the first decision needs no read. */
  read?: DocumentSnapshot | undefined;
}

export type MarkPaidResult = PaidOutcome | "duplicate-event";

/**
 * The one write that makes an order paid, lock-free: a ledgered event changes nothing, and only a
 * captured payment of the stored amount (paidOutcome) moves pending → paid, once.
 */
export async function markOrderPaid(request: MarkPaidRequest): Promise<MarkPaidResult> {
  const { uid, orderId, paymentId, evidence, event, read } = request;
  const ref = orderRef(uid, orderId);
  const ask = { uid, orderId, key: "confirmation" as const, token: randomUUID(), now: new Date() };
  let paidBy: unknown;
  let email: ClaimResult | undefined;
  const ledger = event ? eventRef(event.id) : undefined;
  const refs = ledger ? [ref, ledger] : [ref];
  const first = read && !ledger ? [read] : undefined;
  const outcome = await readDecideWrite<MarkPaidResult>(
    refs,
    ([snapshot, seen], batch, committed) => {
      email = undefined;
      if (!snapshot || seen?.exists) return "duplicate-event";
      paidBy = snapshot.get("paymentId");
      const data = snapshot.data();
      const result = paidOutcome(paymentStateOf(data), evidence);
      const fields: UpdateData<DocumentData> =
        result !== "marked-paid"
          ? {}
          : {
              status: "paid",
              paymentId,
              paidAt: FieldValue.serverTimestamp(),
              paymentMethod: "razorpay",
              paymentStatus: "captured",
              // Bookkeeping of the wait for Razorpay, over once the money is captured.
              paymentConfirming: FieldValue.delete(),
              captureClaim: FieldValue.delete(),
              nextPaymentCheckAt: FieldValue.delete(),
            };
      // Every path that finds the order paid claims its confirmation in this commit: the first
      // sends it, a crashed send is retried.
      if (data && (result === "marked-paid" || result === "already-paid")) {
        const order = result === "marked-paid" ? { ...data, status: "paid" } : data;
        const { claim, emails } = claimEmailIn(batch, ask, order);
        if (emails) fields.emails = emails;
        email = claim.kind === "claimed" ? { ...claim, committed } : claim;
      }
      if (Object.keys(fields).length > 0) batch.update(ref, fields, unchangedSince(snapshot));
      if (ledger && event) {
        batch.create(ledger, ledgerEntry(event, { outcome: result, uid, orderId }));
      }
      return result;
    },
    { first },
  );
  paymentLog.paidOutcome(outcome, {
    via: request.via,
    uid,
    orderId,
    paymentId,
    razorpayOrderId: evidence.razorpayOrderId,
    amount: evidence.amount,
    currency: evidence.currency,
    paymentStatus: evidence.status,
    ...(event ? { eventId: event.id, event: event.name } : {}),
  });
  if (email) await sendClaimedOrderEmail(ask, email);
  if (outcome === "already-paid" && paidBy !== paymentId && evidence.status === "captured") {
    paymentLog.secondCapture({ uid, orderId, paymentId, paidBy, via: request.via });
  }
  return outcome;
}
