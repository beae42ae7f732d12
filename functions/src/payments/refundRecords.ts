import { Timestamp } from "firebase-admin/firestore";
import {
  formatINR,
  nextRefundState,
  refundedAmount,
  type OrderRefund,
  type RefundState,
} from "../domain";
import { historyEntry, historyOf, mapOf } from "../admin/orderDocument";
import { taxDocumentsDue } from "../invoices/issueInvoice";
import { readDecideWrite, unchangedSince } from "../lib/optimistic";
import { orderRef } from "../orders/orderRepository";
import { eventRef, ledgerEntry, type LedgerEvent } from "./eventLedger";
import type { RazorpayRefund } from "./razorpayClient";

type Data = FirebaseFirestore.DocumentData;

// The console (its request key's hold becomes this refund) or a webhook (its ledger entry in the
// same commit); `by`: OPERATOR_BY or "system", never a uid.
interface RefundSource {
  requestKey?: string | undefined;
  by: string;
  reason?: string | undefined;
  event?: LedgerEvent | undefined;
}

const SETTLED_KIND = { processed: "refund-processed", failed: "refund-failed" } as const;

/** Whoever learns first; states move only pending → processed or failed, in any arrival order. */
export async function recordRefund(
  target: { uid: string; orderId: string },
  refund: RazorpayRefund,
  source: RefundSource,
): Promise<{ refundId: string; amount: number; state: RefundState; applied: boolean }> {
  const ref = orderRef(target.uid, target.orderId);
  const ledger = source.event ? eventRef(source.event.id) : undefined;
  return readDecideWrite(ledger ? [ref, ledger] : [ref], ([snapshot, seen], batch) => {
    const data = snapshot?.data();
    if (!snapshot || !data) throw new Error(`order ${target.orderId} of a refund is missing`);
    const refunds = mapOf(data, "refunds");
    const before = refunds[refund.id];
    const current = { refundId: refund.id, amount: refund.amount };
    if (seen?.exists) return { ...current, state: stateOf(before) ?? "pending", applied: false };
    const state = nextRefundState(stateOf(before), refund.status);
    const history = historyOf(data);
    const requestKey = source.requestKey ?? noteOf(refund, "requestKey");
    const refundId = refund.id;
    if (!before) {
      const note = formatINR(refund.amount);
      history.push(historyEntry("refund-requested", source.by, { note, refundId, requestKey }));
    }
    if (state !== "pending" && stateOf(before) !== state) {
      history.push(historyEntry(SETTLED_KIND[state], "system", { refundId }));
    }
    refunds[refund.id] = entryOf(before, refund, state, { ...source, requestKey });
    const holds = mapOf(data, "refundHolds");
    if (requestKey) delete holds[requestKey];
    // refundedAmount: what the console's takings subtract (an aggregate cannot sum a map).
    const changes = {
      refunds,
      refundHolds: holds,
      history,
      refundedAmount: refundedAmount(refunds as Record<string, OrderRefund>),
      // A processed refund is owed its credit note (issueCreditNote, else the reconciler).
      ...(state === "processed" && stateOf(before) !== state ? taxDocumentsDue() : {}),
    };
    batch.update(ref, changes, unchangedSince(snapshot));
    if (ledger && source.event) {
      batch.create(ledger, ledgerEntry(source.event, { outcome: `refund-${state}`, ...target }));
    }
    return { ...current, state, applied: true };
  });
}

function stateOf(stored: Data | undefined): RefundState | undefined {
  const state: unknown = stored?.state;
  return state === "pending" || state === "processed" || state === "failed" ? state : undefined;
}

export function noteOf(refund: RazorpayRefund, name: string): string | undefined {
  const notes = refund.notes;
  const value: unknown = notes && !Array.isArray(notes) ? notes[name] : undefined;
  return typeof value === "string" ? value : undefined;
}

/** The stored entry: what was there first (who asked, when, why) is kept. */
function entryOf(
  before: Data | undefined,
  refund: RazorpayRefund,
  state: RefundState,
  source: RefundSource,
): Data {
  const now = Timestamp.now();
  const reason: unknown = before?.reason ?? source.reason ?? noteOf(refund, "reason");
  const requestKey: unknown = before?.requestKey ?? source.requestKey;
  const settled = state !== "pending";
  return {
    refundId: refund.id,
    amount: refund.amount,
    state,
    requestedBy: before?.requestedBy ?? source.by,
    requestedAt: before?.requestedAt ?? now,
    ...(settled ? { settledAt: before?.settledAt ?? now } : {}),
    ...(typeof reason === "string" && reason ? { reason } : {}),
    ...(typeof requestKey === "string" ? { requestKey } : {}),
  };
}
