import { Timestamp } from "firebase-admin/firestore";
import { firestorePaths } from "../domain";
import { db } from "./firestore";
import { readDecideWrite, unchangedSince } from "./optimistic";

/** At most `max` requests in any `windowMs` (a sliding window). */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/** One counter and the limit it is held to. */
export interface Allowance {
  key: string;
  limit: RateLimit;
}

/** Firestore document ids may not hold "/" and must stay short. */
export function rateLimitKey(kind: string, value: string): string {
  return `${kind}_${value.replace(/[^A-Za-z0-9:._-]/g, "_").slice(0, 100)}`;
}

/** False, with nothing counted, when any key has used its allowance. */
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

/** Enough rounds for a burst of one account's calls on its counter to each get a turn. */
const MAX_ATTEMPTS = 60;

/**
 * Counts one request against every allowance (sliding windows in rateLimits/{key}), or nothing and
 * answers the first used up: one conditional commit, so a burst cannot slip under.
 */
export async function takeAllowances(
  allowances: readonly Allowance[],
  now = Date.now(),
): Promise<Allowance | undefined> {
  const refs = allowances.map(({ key }) => db().doc(firestorePaths.rateLimit(key)));
  return readDecideWrite(
    refs,
    (snaps, batch) => {
      const recent = snaps.map((snap, i) =>
        hitsOf(snap.get("hits")).filter((t) => t > now - windowOf(allowances, i)),
      );
      const usedUp = allowances.find(({ limit }, i) => (recent[i]?.length ?? 0) >= limit.max);
      if (usedUp) return usedUp;
      snaps.forEach((snap, i) => {
        const counter = {
          hits: [...(recent[i] ?? []), now],
          expiresAt: Timestamp.fromMillis(now + windowOf(allowances, i)),
        };
        if (snap.exists) batch.update(snap.ref, counter, unchangedSince(snap));
        else batch.create(snap.ref, counter);
      });
      return undefined;
    },
    { maxAttempts: MAX_ATTEMPTS },
  );
}

function windowOf(allowances: readonly Allowance[], i: number): number {
  return allowances[i]?.limit.windowMs ?? 0;
}

function hitsOf(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((t): t is number => typeof t === "number") : [];
}
