import { Timestamp } from "firebase-admin/firestore";
import {
  nextEmailAttemptAt,
  orderEmailClaim,
  type OrderEmailKey,
  type OrderEmailRecord,
} from "../domain";
import { readDecideWrite, unchangedSince } from "../lib/optimistic";
import { orderRef } from "../orders/orderRepository";
import { ORDER_EMAIL_LEASE_MS } from "../payments/paymentTiming";
import { emailRetryEntry, emailRetryRef } from "./emailRetryQueue";
import type { MailOutcome } from "./orderMailer";

type Data = FirebaseFirestore.DocumentData;

/** What the error of a last attempt that never finished reads. */
export const UNFINISHED_ATTEMPT = "the last attempt did not finish (its lease ran out)";

export type ClaimResult =
  | { kind: "claimed"; attempt: number; order: Data }
  | { kind: "wait" }
  | { kind: "done" }
  | { kind: "gave-up"; attempts: number };

function recordOf(stored: unknown): OrderEmailRecord | undefined {
  if (typeof stored !== "object" || stored === null) return undefined;
  const { outcome, at, leaseUntil, attempts, nextAttemptAt } = stored as Data;
  return {
    outcome,
    at: at instanceof Timestamp ? at.toDate() : new Date(0),
    ...(leaseUntil instanceof Timestamp ? { leaseUntil: leaseUntil.toDate() } : {}),
    ...(typeof attempts === "number" ? { attempts } : {}),
    ...(nextAttemptAt instanceof Timestamp ? { nextAttemptAt: nextAttemptAt.toDate() } : {}),
  } as OrderEmailRecord;
}

/**
 * Whether an order's `emails` as just read already settle the e-mail `key`:
 * sent or recorded, or another attempt holds it. An asker that read the
 * order anyway need not ask (and read it) again.
 */
export function emailSettledIn(emails: unknown, key: OrderEmailKey, now = new Date()): boolean {
  const { kind } = orderEmailClaim(recordOf((emails as Data | undefined)?.[key]), now);
  return kind === "done" || kind === "wait";
}

/**
 * Claims Order.emails[key] for this attempt (`token`) if orderEmailClaim
 * allows it now, in one commit with the retry queue's entry, due when the
 * lease runs out: if this attempt dies, the scheduled retry takes it over.
 * A last attempt that died is recorded failed for good instead.
 */
export async function claimOrderEmail(
  uid: string,
  orderId: string,
  key: OrderEmailKey,
  token: string,
  now: Date,
): Promise<ClaimResult> {
  const ref = orderRef(uid, orderId);
  const retry = emailRetryRef(uid, orderId, key);
  return readDecideWrite([ref], ([snapshot], batch): ClaimResult => {
    const data = snapshot?.data();
    if (!snapshot || !data) return { kind: "done" };
    const emails = { ...((data.emails as Data | undefined) ?? {}) };
    const decision = orderEmailClaim(recordOf(emails[key]), now);
    if (decision.kind === "wait" || decision.kind === "done") return decision;
    if (decision.kind === "give-up") {
      const { attempts } = decision;
      emails[key] = { outcome: "failed", error: UNFINISHED_ATTEMPT, attempts, at: Timestamp.now() };
      batch.update(ref, { emails }, unchangedSince(snapshot));
      batch.delete(retry);
      return { kind: "gave-up", attempts };
    }
    const leaseUntil = new Date(now.getTime() + ORDER_EMAIL_LEASE_MS);
    emails[key] = {
      outcome: "sending",
      at: Timestamp.fromDate(now),
      leaseUntil: Timestamp.fromDate(leaseUntil),
      token,
      attempts: decision.attempt,
    };
    batch.update(ref, { emails }, unchangedSince(snapshot));
    batch.set(retry, emailRetryEntry(uid, orderId, key, leaseUntil));
    return { kind: "claimed", attempt: decision.attempt, order: data };
  });
}

export type RecordResult = "sent" | "recorded" | "will-retry" | "gave-up" | "taken-over";

/**
 * Records the outcome of attempt `attempt` (begun at `began`), unless a
 * later attempt took the claim over meanwhile. A failure is tried again
 * after its wait (the queue entry moves to then), or, after the last
 * attempt, left failed for good; any other outcome ends the entry.
 */
export async function recordOrderEmail(
  uid: string,
  orderId: string,
  key: OrderEmailKey,
  { token, attempt, began }: { token: string; attempt: number; began: Date },
  result: MailOutcome,
): Promise<RecordResult> {
  const ref = orderRef(uid, orderId);
  const retry = emailRetryRef(uid, orderId, key);
  return readDecideWrite([ref], ([snapshot], batch): RecordResult => {
    const emails = { ...((snapshot?.get("emails") as Data | undefined) ?? {}) };
    if (!snapshot?.exists || (emails[key] as Data | undefined)?.token !== token) {
      return "taken-over";
    }
    const at = Timestamp.now();
    if (result.outcome !== "failed") {
      emails[key] = { ...result, at };
      batch.update(ref, { emails }, unchangedSince(snapshot));
      batch.delete(retry);
      return result.outcome;
    }
    const next = nextEmailAttemptAt(attempt, began);
    emails[key] = {
      ...result,
      at,
      attempts: attempt,
      ...(next ? { nextAttemptAt: Timestamp.fromDate(next) } : {}),
    };
    batch.update(ref, { emails }, unchangedSince(snapshot));
    if (next) batch.set(retry, emailRetryEntry(uid, orderId, key, next));
    else batch.delete(retry);
    return next ? "will-retry" : "gave-up";
  });
}
