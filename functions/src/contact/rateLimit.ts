import { Timestamp } from "firebase-admin/firestore";
import { firestorePaths } from "../domain";
import { db } from "../lib/firestore";

export interface RateLimit {
  max: number;
  windowMs: number;
}

/** One counter and the limit it is held to. */
export interface Allowance {
  key: string;
  limit: RateLimit;
}

/** docs/product.md §8 names no limit; five messages in ten minutes is more than a person writes. */
export const CONTACT_RATE_LIMIT: RateLimit = { max: 5, windowMs: 10 * 60_000 };

/** Firestore document ids may not hold "/" and must stay short. */
export function rateLimitKey(kind: string, value: string): string {
  return `${kind}_${value.replace(/[^A-Za-z0-9:._-]/g, "_").slice(0, 100)}`;
}

/**
 * Counts one request against every key under one limit; false, and nothing
 * counted, when any key has used its allowance.
 */
export async function takeRateLimit(
  keys: readonly string[],
  limit: RateLimit,
  now = Date.now(),
): Promise<boolean> {
  return (
    (await takeAllowances(
      keys.map((key) => ({ key, limit })),
      now,
    )) === undefined
  );
}

/**
 * Counts one request against every allowance (a sliding window of hit times
 * stored in rateLimits/{key}), or counts nothing and answers the first one
 * that is used up. One transaction, so concurrent requests cannot all slip
 * under a limit. expiresAt lets a Firestore TTL policy drop idle counters.
 */
export async function takeAllowances(
  allowances: readonly Allowance[],
  now = Date.now(),
): Promise<Allowance | undefined> {
  const refs = allowances.map(({ key }) => db().doc(firestorePaths.rateLimit(key)));
  return db().runTransaction(async (tx) => {
    const snaps = await tx.getAll(...refs);
    const recent = snaps.map((snap, i) =>
      hitsOf(snap.get("hits")).filter((t) => t > now - windowOf(allowances, i)),
    );
    const usedUp = allowances.find(({ limit }, i) => (recent[i]?.length ?? 0) >= limit.max);
    if (usedUp) return usedUp;
    refs.forEach((ref, i) => {
      tx.set(ref, {
        hits: [...(recent[i] ?? []), now],
        expiresAt: Timestamp.fromMillis(now + windowOf(allowances, i)),
      });
    });
    return undefined;
  });
}

function windowOf(allowances: readonly Allowance[], i: number): number {
  return allowances[i]?.limit.windowMs ?? 0;
}

function hitsOf(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((t): t is number => typeof t === "number") : [];
}
