// The shopper's order e-mails: each sent at most once, a failed one retried with growing waits.

/** A refund's e-mail is keyed by its Razorpay refund id. */
export type OrderEmailKey = "confirmation" | "shipped" | `refund:${string}`;

export const isOrderEmailKey = (value: unknown): value is OrderEmailKey =>
  typeof value === "string" && /^(confirmation|shipped|refund:.+)$/s.test(value);

export interface OrderEmailRecord {
  /** "recorded": nothing left (the local stack); "sending" holds it until `leaseUntil`. */
  outcome: "sending" | "sent" | "failed" | "recorded";
  at: Date;
  leaseUntil?: Date;
  error?: string;
  /** Attempts so far, this one included (absent is 1). */
  attempts?: number;
  nextAttemptAt?: Date;
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** Time to put a limit, outage or setting right; after the last a person should look. */
const RETRY_DELAYS_MS = [5 * MINUTE, 30 * MINUTE, 2 * HOUR, 12 * HOUR];
export const ORDER_EMAIL_MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** Undefined: give up. */
export function nextEmailAttemptAt(attempts: number, from: Date): Date | undefined {
  const delay = attempts >= 1 ? RETRY_DELAYS_MS[attempts - 1] : undefined;
  return delay === undefined ? undefined : new Date(from.getTime() + delay);
}

export type OrderEmailClaim =
  | { kind: "claim"; attempt: number }
  | { kind: "wait" }
  | { kind: "done" }
  /** The last allowed attempt's lease ran out: record it failed, for good. */
  | { kind: "give-up"; attempts: number };

/** Claimable: never claimed, a lease that ran out, or a failure whose next attempt is due. */
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
