/*
 * The shopper's e-mails about an order (docs/admin-operations.md, "Order
 * e-mails"): each sent at most once, a failed one tried again a few times
 * with growing waits, then left failed for the operator.
 */

/**
 * E-mails to the shopper about an order, each sent at most once: the key is
 * "confirmation", "shipped" or `refund:${refundId}` (Order.emails).
 */
export type OrderEmailKey = "confirmation" | "shipped" | `refund:${string}`;

export function isOrderEmailKey(value: unknown): value is OrderEmailKey {
  if (value === "confirmation" || value === "shipped") return true;
  return (
    typeof value === "string" && value.startsWith("refund:") && value.length > "refund:".length
  );
}

export interface OrderEmailRecord {
  /**
   * "sending" while one attempt holds it (until `leaseUntil`, after which a
   * later attempt may take over a crashed one); "failed" with `nextAttemptAt`
   * until it is tried again, without it once given up; "recorded" on the
   * local stack, where nothing leaves (as the contact mail's "skipped").
   */
  outcome: "sending" | "sent" | "failed" | "recorded";
  at: Date;
  leaseUntil?: Date;
  error?: string;
  /** Attempts made so far, this one included ("sending" and "failed"; absent is 1). */
  attempts?: number;
  /** A failed e-mail's next attempt; absent once given up. */
  nextAttemptAt?: Date;
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * The wait after each failed attempt: the 2nd attempt comes 5 minutes after
 * the 1st, ..., the 5th 12 hours after the 4th. Long enough for a rate
 * limit, an EmailJS outage or a missing setting to be put right; after the
 * last the shopper has heard nothing for over 14 hours and a person should look.
 */
export const ORDER_EMAIL_RETRY_DELAYS_MS: readonly number[] = [
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  12 * HOUR,
];
export const ORDER_EMAIL_MAX_ATTEMPTS = ORDER_EMAIL_RETRY_DELAYS_MS.length + 1;

/** When to try again after `attempts` attempts failed, the last one at `from`; undefined: give up. */
export function nextEmailAttemptAt(attempts: number, from: Date): Date | undefined {
  const delay = attempts >= 1 ? ORDER_EMAIL_RETRY_DELAYS_MS[attempts - 1] : undefined;
  return delay === undefined ? undefined : new Date(from.getTime() + delay);
}

/** What an asker may do with the e-mail `key` now. */
export type OrderEmailClaim =
  /** Claim it and send: this is attempt number `attempt`. */
  | { kind: "claim"; attempt: number }
  /** An attempt holds it, or its next attempt is not due yet. */
  | { kind: "wait" }
  /** Sent, recorded or given up: nothing more to do, ever. */
  | { kind: "done" }
  /** The last allowed attempt never finished (its lease ran out): record it failed, for good. */
  | { kind: "give-up"; attempts: number };

/**
 * Never claimed: the first attempt. A "sending" claim whose lease ran out
 * (a crashed or cut-off attempt) and a failed one whose next attempt is due
 * may be claimed again, each counting as an attempt, up to
 * ORDER_EMAIL_MAX_ATTEMPTS.
 */
export function orderEmailClaim(record: OrderEmailRecord | undefined, now: Date): OrderEmailClaim {
  if (!record) return { kind: "claim", attempt: 1 };
  const due =
    record.outcome === "sending"
      ? (record.leaseUntil ?? new Date(0))
      : record.outcome === "failed"
        ? record.nextAttemptAt
        : undefined;
  if (!due) return { kind: "done" };
  if (due.getTime() > now.getTime()) return { kind: "wait" };
  const attempts = record.attempts ?? 1;
  return attempts < ORDER_EMAIL_MAX_ATTEMPTS
    ? { kind: "claim", attempt: attempts + 1 }
    : { kind: "give-up", attempts };
}
