import { logger } from "firebase-functions";
import { HttpsError } from "firebase-functions/v2/https";
import { TOO_MANY_ATTEMPTS, callRateLimitKey } from "../domain";
import { takeAllowances, type RateLimit } from "./rateLimit";

/**
 * Counts one call of `callable` by the account `uid` in
 * rateLimits/{callable}_uid_{uid}, or refuses it (resource-exhausted) with
 * nothing counted once the account has used its allowance.
 */
export async function countCall(callable: string, uid: string, limit: RateLimit): Promise<void> {
  const usedUp = await takeAllowances([{ key: callRateLimitKey(callable, uid), limit }]);
  if (usedUp === undefined) return;
  logger.warn(`${callable} rate limit reached`, { uid, ...limit });
  throw new HttpsError("resource-exhausted", TOO_MANY_ATTEMPTS);
}
