import { Timestamp } from "firebase-admin/firestore";
import { db } from "../lib/firestore";

export interface RateLimit {
  max: number;
  windowMs: number;
}

/** Spec §8 names no limit; five messages in ten minutes is more than a person writes. */
export const CONTACT_RATE_LIMIT: RateLimit = { max: 5, windowMs: 10 * 60_000 };

/** Firestore document ids may not hold "/" and must stay short. */
export function rateLimitKey(kind: string, value: string): string {
  return `${kind}_${value.replace(/[^A-Za-z0-9:._-]/g, "_").slice(0, 100)}`;
}

/**
 * Counts one request against every key (a sliding window of hit times stored
 * in rateLimits/{key}), or counts nothing and answers false when any key has
 * used its allowance. One transaction, so concurrent requests cannot all slip
 * under the limit. expiresAt lets a Firestore TTL policy drop idle counters.
 */
export async function takeRateLimit(
  keys: readonly string[],
  limit: RateLimit,
  now = Date.now(),
): Promise<boolean> {
  const refs = keys.map((key) => db().collection("rateLimits").doc(key));
  return db().runTransaction(async (tx) => {
    const snaps = await tx.getAll(...refs);
    const recent = snaps.map((snap) =>
      hitsOf(snap.get("hits")).filter((t) => t > now - limit.windowMs),
    );
    if (recent.some((hits) => hits.length >= limit.max)) return false;
    refs.forEach((ref, i) => {
      tx.set(ref, {
        hits: [...(recent[i] ?? []), now],
        expiresAt: Timestamp.fromMillis(now + limit.windowMs),
      });
    });
    return true;
  });
}

function hitsOf(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((t): t is number => typeof t === "number") : [];
}
