import { createHash } from "node:crypto";
import { FieldValue } from "firebase-admin/firestore";
import { firestorePaths } from "../domain";
import { db } from "../lib/firestore";

/**
 * razorpayEvents/{eventId}, created in the commit of its effect, so a redelivered event changes
 * nothing twice.
 */
export interface LedgerEvent {
  id: string;
  name: string;
  razorpayOrderId?: string | undefined;
  paymentId?: string | undefined;
  amount?: number | undefined;
  currency?: string | undefined;
}

export interface LedgerDetails {
  outcome: string;
  uid?: string | undefined;
  orderId?: string | undefined;
}

const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const ALREADY_EXISTS = 6; // gRPC status of create() on an existing document

/**
 * Razorpay sends X-Razorpay-Event-Id with every event; without a usable one the
 * body's hash stands in, so a byte-identical redelivery is still recognised.
 */
export function ledgerIdFor(eventIdHeader: string | undefined, rawBody: Buffer): string {
  if (eventIdHeader && SAFE_ID.test(eventIdHeader)) return eventIdHeader;
  return `body-${createHash("sha256").update(rawBody).digest("hex")}`;
}

export function eventRef(id: string) {
  return db().doc(firestorePaths.razorpayEvent(id));
}

export function ledgerEntry(event: LedgerEvent, details: LedgerDetails) {
  const entry: Record<string, unknown> = {
    eventId: event.id,
    event: event.name,
    outcome: details.outcome,
    receivedAt: FieldValue.serverTimestamp(),
  };
  const optional = {
    razorpayOrderId: event.razorpayOrderId,
    paymentId: event.paymentId,
    amount: event.amount,
    currency: event.currency,
    uid: details.uid,
    orderId: details.orderId,
  };
  for (const [key, value] of Object.entries(optional)) if (value !== undefined) entry[key] = value;
  return entry;
}

/** For events that touch no order: records them once; a repeat is reported as a duplicate. */
export async function recordEventOnce(event: LedgerEvent, details: LedgerDetails): Promise<string> {
  try {
    await eventRef(event.id).create(ledgerEntry(event, details));
    return details.outcome;
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return "duplicate-event";
    throw error;
  }
}
