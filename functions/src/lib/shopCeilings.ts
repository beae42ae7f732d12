import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { firestorePaths } from "../domain";
import { paymentLog } from "../payments/paymentLog";
import { db } from "./firestore";

/** Shop-wide, since accounts are free; each several times a busy day. */
export const SHOP_CEILINGS = {
  /** Razorpay API calls a shopper's tap causes, per minute. */
  razorpayCalls: { max: 300, bucketMs: 60_000 },
  unpaidOrders: { max: 1_000, bucketMs: 24 * 60 * 60_000 },
  inboxNotifications: { max: 60, bucketMs: 60 * 60_000 },
} as const;
export type ShopCeiling = keyof typeof SHOP_CEILINGS;

/** Far below a ceiling one use in SAMPLE counts SAMPLE: a fifth of the writes to a hot document. */
const SAMPLE = 5;
const EXACT = 100;

/** False once the fixed window is full; increments, so nobody waits (a burst may pass by a few). */
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
