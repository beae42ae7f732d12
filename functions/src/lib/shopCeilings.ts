import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type WriteBatch,
} from "firebase-admin/firestore";
import { firestorePaths } from "../domain";
import { paymentLog } from "../payments/paymentLog";
import { db } from "./firestore";
import { readDecideWrite } from "./optimistic";

/** Shop-wide, since accounts are free; each several times a busy day. */
export const SHOP_CEILINGS = {
  /** Razorpay API calls a shopper's tap causes, per minute. */
  razorpayCalls: { max: 300, bucketMs: 60_000 },
  unpaidOrders: { max: 1_000, bucketMs: 24 * 60 * 60_000 },
  inboxNotifications: { max: 60, bucketMs: 60 * 60_000 },
  /** COD orders a day; its max is the owner's COD_DAILY_MAX (config.ts), given by the caller. */
  codOrders: { max: 50, bucketMs: 24 * 60 * 60_000 },
} as const;
export type ShopCeiling = keyof typeof SHOP_CEILINGS;

/** Far below a ceiling one use in SAMPLE counts SAMPLE: a fifth of the writes to a hot document. */
const SAMPLE = 5;
const EXACT = 100;

export function shopCeilingRef(name: ShopCeiling, now = Date.now()) {
  return db().doc(
    firestorePaths.rateLimit(`shop_${name}_${Math.floor(now / SHOP_CEILINGS[name].bucketMs)}`),
  );
}

/** Counts a use into `batch`, or answers false (logged) when full; racing uses may pass a few. */
export function countShopCeiling(
  name: ShopCeiling,
  window: DocumentSnapshot,
  batch: WriteBatch,
  now = Date.now(),
  max: number = SHOP_CEILINGS[name].max,
): boolean {
  const { bucketMs } = SHOP_CEILINGS[name];
  const used = Number(window.get("count") ?? 0);
  const start = Math.floor(now / bucketMs);
  if (used >= max) {
    paymentLog.ceilingReached({ ceiling: name, max, windowStart: new Date(start * bucketMs) });
    return false;
  }
  const step = window.exists && used + EXACT < max ? SAMPLE : 1;
  if (Math.random() * step >= 1) return true;
  const expiresAt = Timestamp.fromMillis((start + 1) * bucketMs);
  batch.set(window.ref, { count: FieldValue.increment(step), expiresAt }, { merge: true });
  return true;
}

/** countShopCeiling in a commit of its own; `read` is the window's document if already read. */
export async function withinShopCeiling(
  name: ShopCeiling,
  now = Date.now(),
  read?: DocumentSnapshot,
): Promise<boolean> {
  return readDecideWrite(
    [shopCeilingRef(name, now)],
    ([window], batch) => window !== undefined && countShopCeiling(name, window, batch, now),
    { first: read && [read] },
  );
}
