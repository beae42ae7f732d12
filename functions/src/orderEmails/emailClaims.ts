import { Timestamp } from "firebase-admin/firestore";
import {
  firestorePaths,
  nextEmailAttemptAt,
  orderEmailClaim,
  type OrderEmailKey,
  type OrderEmailRecord,
} from "../domain";
import { db } from "../lib/firestore";
import { readDecideWrite, unchangedSince } from "../lib/optimistic";
import { orderRef } from "../orders/orderRepository";
import { ORDER_EMAIL_LEASE_MS } from "../payments/paymentTiming";
import type { MailOutcome } from "./orderMailer";

type Data = FirebaseFirestore.DocumentData;

/** What the error of a last attempt that never finished reads. */
export const UNFINISHED_ATTEMPT = "the last attempt did not finish (its lease ran out)";

export type ClaimResult =
  | { kind: "claimed"; attempt: number; order: Data }
  | { kind: "wait" }
  | { kind: "done" }
  | { kind: "gave-up"; attempts: number };

/**
 * The retry queue (retryOrderEmails.ts): one entry per e-mail that may need another attempt,
 * written in the same commit as the e-mail's record, due when it may be claimed again.
 */
const emailRetryRef = (uid: string, orderId: string, key: OrderEmailKey) =>
  db().doc(firestorePaths.orderEmailRetry(uid, orderId, key));

const emailRetryEntry = (uid: string, orderId: string, key: OrderEmailKey, dueAt: Date) => ({
  uid,
  orderId,
  key,
  dueAt: Timestamp.fromDate(dueAt),
});

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
 * Whether `emails` as just read already settle e-mail `key` (sent, recorded, or held by another
 * attempt): an asker that read the order need not read it again.
 */
export function emailSettledIn(emails: unknown, key: OrderEmailKey, now = new Date()): boolean {
  const { kind } = orderEmailClaim(recordOf((emails as Data | undefined)?.[key]), now);
  return kind === "done" || kind === "wait";
}

/**
 * Claims Order.emails[key] when orderEmailClaim allows, in one commit with the queue entry due at
 * lease end, so the retry takes over a dead attempt; a dead last attempt is recorded failed.
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
 * Records attempt `attempt`'s outcome unless a later attempt took over; a failure moves the queue
 * entry to its next attempt (or gives up), anything else ends it.
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
