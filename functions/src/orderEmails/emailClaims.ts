import { FieldPath, Timestamp, type WriteBatch } from "firebase-admin/firestore";
import {
  firestorePaths,
  nextEmailAttemptAt,
  orderEmailClaim,
  type OrderEmailKey,
  type OrderEmailRecord,
} from "../domain";
import { datesOf, db } from "../lib/firestore";
import { lostRace, readDecideWrite, unchangedSince } from "../lib/optimistic";
import { orderRef } from "../orders/orderRepository";
import { ORDER_EMAIL_LEASE_MS } from "../payments/paymentTiming";
import type { MailOutcome } from "./orderEmails";

type Data = FirebaseFirestore.DocumentData;

/** What the error of a last attempt that never finished reads. */
export const UNFINISHED_ATTEMPT = "the last attempt did not finish (its lease ran out)";

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
    const { attempts } = decision;
    emails[key] = { outcome: "failed", error: UNFINISHED_ATTEMPT, attempts, at: Timestamp.now() };
    batch.delete(retry);
    return { claim: { kind: "gave-up", attempts }, emails };
  }
  const leaseUntil = new Date(now.getTime() + ORDER_EMAIL_LEASE_MS);
  emails[key] = {
    outcome: "sending",
    at: Timestamp.fromDate(now),
    leaseUntil: Timestamp.fromDate(leaseUntil),
    token,
    attempts: decision.attempt,
  };
  batch.set(retry, { uid, orderId, key, dueAt: Timestamp.fromDate(leaseUntil) });
  return { claim: { kind: "claimed", attempt: decision.attempt, order }, emails };
}

/** One ask for e-mail `key` of an order; `token` marks this attempt's claim. */
export interface EmailAsk {
  uid: string;
  orderId: string;
  key: OrderEmailKey;
  token: string;
  now: Date;
}

export async function claimOrderEmail(
  uid: string,
  orderId: string,
  key: OrderEmailKey,
  token: string,
  now: Date,
): Promise<ClaimResult> {
  const ask = { uid, orderId, key, token, now };
  const ref = orderRef(uid, orderId);
  return readDecideWrite([ref], ([snapshot], batch, committed): ClaimResult => {
    const data = snapshot?.data();
    if (!snapshot || !data) return { kind: "done" };
    const { claim, emails } = claimEmailIn(batch, ask, data);
    if (emails) batch.update(ref, { emails }, unchangedSince(snapshot));
    return claim.kind === "claimed" ? { ...claim, committed } : claim;
  });
}

export type RecordResult = "sent" | "recorded" | "will-retry" | "gave-up" | "taken-over";

/** Unless a later attempt took over; read-free while the order is unchanged since the claim. */
export async function recordOrderEmail(
  { uid, orderId, key, token, now: began }: EmailAsk,
  { attempt, committed }: { attempt: number; committed?: { at?: Timestamp } | undefined },
  result: MailOutcome,
): Promise<RecordResult> {
  const ref = orderRef(uid, orderId);
  const retry = emailRetryRef(uid, orderId, key);
  const next = result.outcome === "failed" ? nextEmailAttemptAt(attempt, began) : undefined;
  const write = (batch: WriteBatch, lastUpdateTime: Timestamp): RecordResult => {
    const at = Timestamp.now();
    const record =
      result.outcome === "failed"
        ? {
            ...result,
            at,
            attempts: attempt,
            ...(next ? { nextAttemptAt: Timestamp.fromDate(next) } : {}),
          }
        : { ...result, at };
    batch.update(ref, new FieldPath("emails", key), record, { lastUpdateTime });
    if (next) batch.set(retry, { uid, orderId, key, dueAt: Timestamp.fromDate(next) });
    else batch.delete(retry);
    if (result.outcome !== "failed") return result.outcome;
    return next ? "will-retry" : "gave-up";
  };
  const claimedAt = committed?.at;
  if (claimedAt) {
    const batch = db().batch();
    const recorded = write(batch, claimedAt);
    try {
      await batch.commit();
      return recorded;
    } catch (error) {
      if (!lostRace(error)) throw error;
    }
  }
  return readDecideWrite([ref], ([snapshot], batch): RecordResult => {
    if (!snapshot?.exists || snapshot.get(new FieldPath("emails", key, "token")) !== token) {
      return "taken-over";
    }
    return write(batch, unchangedSince(snapshot).lastUpdateTime);
  });
}
