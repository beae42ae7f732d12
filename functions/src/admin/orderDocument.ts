import { Timestamp, type DocumentSnapshot } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import {
  ADMIN_MESSAGES,
  type FulfilmentStage,
  type OrderHistoryEntry,
  type OrderHistoryKind,
  type OrderRefund,
  type RefundHold,
  type Shipment,
} from "../domain";

/*
 * The fulfilment and refund fields of a stored order, Timestamps read as Dates; writers rewrite
 * whole maps inside readDecideWrite.
 */

type Data = FirebaseFirestore.DocumentData;

export function toDate(value: unknown): Date {
  return value instanceof Timestamp ? value.toDate() : new Date(0);
}

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

/** refunds as the domain's pure helpers read them. */
export function refundsOf(data: Data | undefined): Record<string, OrderRefund> {
  const refunds: Record<string, OrderRefund> = {};
  for (const [id, stored] of Object.entries(mapOf(data, "refunds"))) {
    refunds[id] = { ...(stored as OrderRefund), requestedAt: toDate(stored.requestedAt) };
  }
  return refunds;
}

export function holdsOf(data: Data | undefined): Record<string, RefundHold> {
  const holds: Record<string, RefundHold> = {};
  for (const [key, stored] of Object.entries(mapOf(data, "refundHolds"))) {
    holds[key] = { ...(stored as RefundHold), at: toDate(stored.at) };
  }
  return holds;
}

/** What the console's pure decisions read (domain/fulfilment.ts). */
export function fulfilmentViewOf(data: Data) {
  const { stage, shipment } =
    (data.fulfilment as { stage?: FulfilmentStage; shipment?: Shipment } | undefined) ?? {};
  return {
    status: String(data.status),
    ...(stage ? { fulfilment: { stage, ...(shipment ? { shipment } : {}) } } : {}),
    history: historyOf(data) as Array<{ requestKey?: string }>,
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

/** The stored order, or `not-found` in the console's words. */
export function existingOrder(snapshot: DocumentSnapshot | undefined): Data {
  const data = snapshot?.data();
  if (!data) throw new HttpsError("not-found", ADMIN_MESSAGES.orderNotFound);
  return data;
}

export function refused(message: string): never {
  throw new HttpsError("failed-precondition", message);
}
