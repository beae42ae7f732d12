import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { firestorePaths } from "../domain";
import { paymentLog } from "../payments/paymentLog";
import { db } from "./firestore";

/**
 * Shop-wide ceilings beside the per-account limits (accounts are free), each several times a busy
 * day (docs/architecture.md, "Rate limits").
 */
export const SHOP_CEILINGS = {
  /** Razorpay API calls a shopper's tap causes (startPayment, confirmPayment), per minute. */
  razorpayCalls: { max: 300, bucketMs: 60_000 },
  /** New unpaid orders (placeOrder), per day. */
  unpaidOrders: { max: 1_000, bucketMs: 24 * 60 * 60_000 },
  /** Contact messages, each an e-mail to the shop's inbox, per hour. */
  inboxNotifications: { max: 60, bucketMs: 60 * 60_000 },
} as const;
export type ShopCeiling = keyof typeof SHOP_CEILINGS;

/**
 * Far below a ceiling one use in SAMPLE counts SAMPLE: the same expected count with a fifth of the
 * writes to the window's one (hot) document; the EXACT uses nearest the ceiling count one each.
 */
const SAMPLE = 5;
const EXACT = 100;

/**
 * Counts one use in the current fixed window, or answers false and logs the alert once full.
 * Increments, so nobody waits; concurrent callers may pass by a few.
 */
export async function withinShopCeiling(name: ShopCeiling, now = Date.now()): Promise<boolean> {
  const { max, bucketMs } = SHOP_CEILINGS[name];
  const window = Math.floor(now / bucketMs);
  const ref = db().doc(firestorePaths.rateLimit(`shop_${name}_${window}`));
  const snapshot = await ref.get();
  const used = Number(snapshot.get("count") ?? 0);
  if (used >= max) {
    paymentLog.ceilingReached({ ceiling: name, max, windowStart: new Date(window * bucketMs) });
    return false;
  }
  const step = snapshot.exists && used + EXACT < max ? SAMPLE : 1;
  if (Math.random() * step >= 1) return true;
  await ref.set(
    {
      count: FieldValue.increment(step),
      expiresAt: Timestamp.fromMillis((window + 1) * bucketMs),
    },
    { merge: true },
  );
  return true;
}
