import { Timestamp, type DocumentSnapshot, type WriteBatch } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { logger } from "firebase-functions";
import {
  ADMIN_MESSAGES,
  OPERATOR_BY,
  firestorePaths,
  orderOperatorsPath,
  type FulfilmentStage,
  type Order,
  type OrderHistoryEntry,
  type OrderHistoryKind,
  type Shipment,
} from "../domain";
import type { Caller } from "../lib/callable";
import { datesOf, db } from "../lib/firestore";
import { unchangedSince } from "../lib/optimistic";
import { ADMIN_RAZORPAY_TIMEOUT_MS } from "../payments/paymentTiming";

// A stored order's console fields; writers rewrite whole maps.

type Data = FirebaseFirestore.DocumentData;

/** A stored map field as a plain record (absent or malformed: empty). */
export function mapOf(data: Data | undefined, field: string): Record<string, Data> {
  const value: unknown = data?.[field];
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? { ...(value as Record<string, Data>) }
    : {};
}

export function historyOf(data: Data | undefined): Data[] {
  const value: unknown = data?.history;
  return Array.isArray(value) ? [...(value as Data[])] : [];
}

export function fulfilmentAt(data: Data, stage: FulfilmentStage, shipment?: Shipment) {
  return {
    ...((data.fulfilment as object | undefined) ?? {}),
    stage,
    ...(shipment ? { shipment } : {}),
    updatedAt: Timestamp.now(),
  };
}

/** One history entry as stored: Timestamps, and no undefined fields (Firestore refuses them). */
export function historyEntry(
  kind: OrderHistoryKind,
  by: string,
  extra: Partial<Pick<OrderHistoryEntry, "note" | "requestKey" | "refundId">> = {},
): Data {
  const entry: Data = { kind, at: Timestamp.now(), by };
  for (const [key, value] of Object.entries(extra)) if (value !== undefined) entry[key] = value;
  return entry;
}

export function existingOrder(snapshot: DocumentSnapshot | undefined): Data {
  const data = snapshot?.data();
  if (!data) throw new HttpsError("not-found", ADMIN_MESSAGES.orderNotFound);
  return data;
}

/** The stored order and the domain's decision on it; a refusal is thrown. */
export function decideOn<D extends { kind: string }>(
  snapshot: DocumentSnapshot | undefined,
  decide: (order: Order) => D | { kind: "refused"; message: string },
): [Data, D] {
  const data = existingOrder(snapshot);
  const decision = decide(datesOf<Order>(data));
  if ("message" in decision && decision.kind === "refused") refused(decision.message);
  return [data, decision as D];
}

export function refused(message: string): never {
  throw new HttpsError("failed-precondition", message);
}

/** Razorpay's answer before a console step; no answer refuses the step, nothing written. */
export function askRazorpayFirst<T>(
  before: string,
  fields: object,
  ask: (timeoutMs: number) => Promise<T>,
): Promise<T> {
  return ask(ADMIN_RAZORPAY_TIMEOUT_MS).catch((error: unknown) => {
    const failure = error instanceof Error ? error.message : String(error);
    logger.warn(`could not ask Razorpay before ${before}`, { ...fields, error: failure });
    return refused(ADMIN_MESSAGES.paymentCheckFailed);
  });
}

/** The operator making a console action: uid for the audit, name for the console's timeline. */
export type Operator = { uid: string; name: string };

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** Their profile's name, else the token's display name, else its e-mail. */
export async function operatorOf({ uid, request }: Caller<string>): Promise<Operator> {
  const profile = await db().doc(firestorePaths.user(uid)).get();
  const token = request.auth?.token;
  const name = [profile.get("name"), token?.name, token?.email].map(text).find(Boolean);
  return { uid, name: name ?? "an operator" };
}

type Target = { uid: string; orderId: string; requestKey: string };

/** Who made the action, in its own commit: in orderOperators (the order itself says OPERATOR_BY). */
export function recordOperator(batch: WriteBatch, target: Target, operator: Operator) {
  const entry = { uid: operator.uid, name: operator.name, at: Timestamp.now() };
  batch.set(
    db().doc(orderOperatorsPath(target.uid, target.orderId)),
    { actions: { [target.requestKey]: entry } },
    { merge: true },
  );
}

/** A console step in the action's commit: the order's fields, its history entry, and who. */
export function recordStep(
  batch: WriteBatch,
  snapshot: DocumentSnapshot,
  target: Target,
  operator: Operator,
  fields: Data,
  kind: OrderHistoryKind,
  note?: string,
) {
  const { requestKey } = target;
  const entry = historyEntry(kind, OPERATOR_BY, { note: note || undefined, requestKey });
  const history = [...historyOf(snapshot.data()), entry];
  batch.update(snapshot.ref, { ...fields, history }, unchangedSince(snapshot));
  recordOperator(batch, target, operator);
}
