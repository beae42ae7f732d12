import { FieldPath, Timestamp, type WriteBatch } from "firebase-admin/firestore";
import {
  firestorePaths,
  nextEmailAttemptAt,
  orderEmailClaim,
  type OrderEmailKey,
  type OrderEmailRecord,
} from "../domain";
import type { MailOutcome } from "../contact/mailer";
import { datesOf, db } from "../lib/firestore";
import { lostRace, readDecideWrite, unchangedSince } from "../lib/optimistic";
import { orderRef } from "../orders/orderRepository";
import { ORDER_EMAIL_LEASE_MS } from "../payments/paymentTiming";

// An e-mail's record, for an order's e-mails and a "Notify me" alert alike: an attempt is claimed
// (leased) before the e-mail leaves, so two senders never send it twice; a dead one is taken over.

type Data = FirebaseFirestore.DocumentData;

/** What the error of a last attempt that never finished reads. */
export const UNFINISHED_ATTEMPT = "the last attempt did not finish (its lease ran out)";

export const leasedRecord = (now: Date, token: string, attempts: number) => ({
  outcome: "sending",
  at: Timestamp.fromDate(now),
  leaseUntil: Timestamp.fromMillis(now.getTime() + ORDER_EMAIL_LEASE_MS),
  token,
  attempts,
});

export const unfinishedRecord = (attempts: number) => ({
  outcome: "failed",
  error: UNFINISHED_ATTEMPT,
  attempts,
  at: Timestamp.now(),
});

/** The attempt's record, its outcome, and when the next is due (a failure with attempts left). */
export function outcomeRecord(result: MailOutcome, attempt: number, began: Date) {
  const at = Timestamp.now();
  if (result.outcome !== "failed") return { record: { ...result, at }, kind: result.outcome };
  const next = nextEmailAttemptAt(attempt, began);
  const nextAttemptAt = next && Timestamp.fromDate(next);
  const record = { ...result, at, attempts: attempt, ...(nextAttemptAt && { nextAttemptAt }) };
  return { record, kind: next ? ("will-retry" as const) : ("gave-up" as const), nextAttemptAt };
}

export type ClaimResult =
  | { kind: "claimed"; attempt: number; order: Data; committed?: { at?: Timestamp } }
  | { kind: "wait" }
  | { kind: "done" }
  | { kind: "gave-up"; attempts: number };

const emailRetryRef = (uid: string, orderId: string, key: OrderEmailKey) =>
  db().doc(firestorePaths.orderEmailRetry(uid, orderId, key));

/** The `emails` to write, and in `batch` a retry due at lease end to take over a dead attempt. */
export function claimEmailIn(
  batch: WriteBatch,
  { uid, orderId, key, token, now }: EmailAsk,
  order: Data,
): { claim: ClaimResult; emails?: Data } {
  const retry = emailRetryRef(uid, orderId, key);
  const emails = { ...((order.emails as Data | undefined) ?? {}) };
  const decision = orderEmailClaim(datesOf<OrderEmailRecord>(emails[key]), now);
  if (decision.kind === "wait" || decision.kind === "done") return { claim: decision };
  if (decision.kind === "give-up") {
    emails[key] = unfinishedRecord(decision.attempts);
    batch.delete(retry);
    return { claim: { kind: "gave-up", attempts: decision.attempts }, emails };
  }
  emails[key] = leasedRecord(now, token, decision.attempt);
  batch.set(retry, { uid, orderId, key, dueAt: emails[key].leaseUntil });
  return { claim: { kind: "claimed", attempt: decision.attempt, order }, emails };
}

/** One ask for e-mail `key` of an order; `token` marks this attempt's claim. */
export type EmailAsk = {
  uid: string;
  orderId: string;
  key: OrderEmailKey;
  token: string;
  now: Date;
};

export async function claimOrderEmail(
  uid: string,
  orderId: string,
  key: OrderEmailKey,
  token: string,
  now: Date,
): Promise<ClaimResult> {
  const ref = orderRef(uid, orderId);
  return readDecideWrite([ref], ([snapshot], batch, committed): ClaimResult => {
    const data = snapshot?.data();
    if (!snapshot || !data) return { kind: "done" };
    const { claim, emails } = claimEmailIn(batch, { uid, orderId, key, token, now }, data);
    if (emails) batch.update(ref, { emails }, unchangedSince(snapshot));
    return claim.kind === "claimed" ? { ...claim, committed } : claim;
  });
}

/** Unless a later attempt took over; read-free while the order is unchanged since the claim. */
export async function recordOrderEmail(
  { uid, orderId, key, token, now: began }: EmailAsk,
  { attempt, committed }: { attempt: number; committed?: { at?: Timestamp } | undefined },
  result: MailOutcome,
) {
  const ref = orderRef(uid, orderId);
  const retry = emailRetryRef(uid, orderId, key);
  const { record, kind, nextAttemptAt } = outcomeRecord(result, attempt, began);
  const write = (batch: WriteBatch, lastUpdateTime: Timestamp) => {
    batch.update(ref, new FieldPath("emails", key), record, { lastUpdateTime });
    if (nextAttemptAt) batch.set(retry, { uid, orderId, key, dueAt: nextAttemptAt });
    else batch.delete(retry);
    return kind;
  };
  if (committed?.at) {
    const batch = db().batch();
    write(batch, committed.at);
    try {
      await batch.commit();
      return kind;
    } catch (error) {
      if (!lostRace(error)) throw error;
    }
  }
  return readDecideWrite([ref], ([snapshot], batch) => {
    if (!snapshot?.exists || snapshot.get(new FieldPath("emails", key, "token")) !== token) {
      return "taken-over" as const;
    }
    return write(batch, unchangedSince(snapshot).lastUpdateTime);
  });
}
