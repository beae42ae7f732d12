import { Timestamp } from "firebase-admin/firestore";
import { firestorePaths } from "../domain";
import { db } from "./firestore";
import { readDecideWrite, unchangedSince } from "./optimistic";

/** At most `max` requests in any `windowMs` (a sliding window). */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/** Firestore document ids may not hold "/" and must stay short. */
export function rateLimitKey(kind: string, value: string): string {
  return `${kind}_${value.replace(/[^A-Za-z0-9:._-]/g, "_").slice(0, 100)}`;
}

// Counts one request against every allowance, or nothing and answers the first used up: one
// conditional commit, so a burst cannot slip under.
export async function takeAllowances(
  allowances: readonly { key: string; limit: RateLimit }[],
  now = Date.now(),
): Promise<{ key: string; limit: RateLimit } | undefined> {
  const refs = allowances.map(({ key }) => db().doc(firestorePaths.rateLimit(key)));
  const windows = allowances.map(({ limit }) => limit.windowMs);
  return readDecideWrite(
    refs,
    (snaps, batch) => {
      const recent = snaps.map((snap, i) => {
        const hits: unknown = snap.get("hits");
        return (Array.isArray(hits) ? hits : []).filter(
          (t): t is number => typeof t === "number" && t > now - (windows[i] ?? 0),
        );
      });
      const usedUp = allowances.find(({ limit }, i) => (recent[i]?.length ?? 0) >= limit.max);
      if (usedUp) return usedUp;
      snaps.forEach((snap, i) => {
        const counter = {
          hits: [...(recent[i] ?? []), now],
          expiresAt: Timestamp.fromMillis(now + (windows[i] ?? 0)),
        };
        if (snap.exists) batch.update(snap.ref, counter, unchangedSince(snap));
        else batch.create(snap.ref, counter);
      });
      return undefined;
    },
    // Enough rounds for a burst of one account's calls on its counter to each get a turn.
    { maxAttempts: 60 },
  );
}
