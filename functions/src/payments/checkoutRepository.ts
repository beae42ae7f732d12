import { Timestamp, type DocumentSnapshot, type WriteBatch } from "firebase-admin/firestore";
import {
  DomainError,
  PAYMENT_MESSAGES,
  assertPayable,
  firestorePaths,
  mobileDigits,
  type Address,
} from "../domain";
import { db } from "../lib/firestore";
import { lostRace, readDecideWrite, unchangedSince } from "../lib/optimistic";
import { shopCeilingRef } from "../lib/shopCeilings";
import { orderRef } from "../orders/orderRepository";
import { recordShopOrder } from "./eventLedger";
import { paymentStateOf } from "./paymentRepository";
import { FIRST_CHECK_DELAY_MS, RAZORPAY_ORDER_CLAIM_MS } from "./paymentTiming";

/**
 * startPayment's next step: pay the stored Razorpay order, create it (holding the claim), or wait
 * for its creator. One Razorpay order per shop order, no locks.
 */
export type CheckoutStep =
  | { kind: "ready"; razorpayOrderId: string; amount: number }
  | ({ kind: "create"; claim: string; amount: number; currency: string } & Claimed)
  | { kind: "wait"; until: number; amount: number };

/** What a won claim read and wrote: the Razorpay call's ceiling and the attach go on from it. */
type Doc = DocumentSnapshot;
type Claimed = { order: Doc; ceiling: Doc; claimedAt: Timestamp };

/**
 * razorpayOrderClaims/{uid}_{orderId}: create() lets one caller win; a claim older than
 * RAZORPAY_ORDER_CLAIM_MS may be taken over. A claim whose Razorpay order is stored keeps it
 * (until its TTL), so a caller that read the order just before cannot claim again.
 */
function claimRef(uid: string, orderId: string) {
  return db().doc(firestorePaths.razorpayOrderClaim(uid, orderId));
}

function payable(snapshot: DocumentSnapshot) {
  const stored = assertPayable(paymentStateOf(snapshot.data()));
  if (snapshot.get("paymentConfirming") !== undefined) {
    // Money is already on its way for this order: never open a second payment.
    throw new DomainError("failed-precondition", PAYMENT_MESSAGES.confirming);
  }
  return stored;
}

export async function beginCheckout(
  uid: string,
  orderId: string,
  address: Address,
  now = Date.now(),
): Promise<CheckoutStep> {
  // A claim released between this call's create and its read (its holder
  // stored the Razorpay order, or gave up) means: look at the order again.
  for (let look = 1; ; look += 1) {
    const step = await checkoutStep(uid, orderId, address, now);
    if (step !== "released") return step;
    if (look === MAX_LOOKS) {
      const { amount } = payable(await orderRef(uid, orderId).get());
      return { kind: "wait", until: now + RAZORPAY_ORDER_CLAIM_MS, amount };
    }
  }
}

/** How often beginCheckout looks again after finding a claim just released. */
const MAX_LOOKS = 3;

async function checkoutStep(
  uid: string,
  orderId: string,
  address: Address,
  now: number,
): Promise<CheckoutStep | "released"> {
  // The Razorpay call's ceiling comes with the order, in one round trip.
  const window = shopCeilingRef("razorpayCalls", now);
  const [snapshot, ceiling] = (await db().getAll(orderRef(uid, orderId), window)) as [Doc, Doc];
  const stored = payable(snapshot);
  if (stored.razorpayOrderId) {
    await saveAddress(snapshot, address);
    return { kind: "ready", razorpayOrderId: stored.razorpayOrderId, amount: stored.amount };
  }
  const claim = `${now}-${Math.random().toString(36).slice(2, 10)}`;
  const claims = claimRef(uid, orderId);
  const fields = { id: claim, at: now, expiresAt: Timestamp.fromMillis(now + 60 * 60_000) };
  const { amount, currency } = stored;
  const won = (claimedAt: Timestamp) =>
    ({ kind: "create", claim, amount, currency, order: snapshot, ceiling, claimedAt }) as const;
  try {
    return won((await claims.create(fields)).writeTime);
  } catch (error) {
    if (!lostRace(error)) throw error;
  }
  const held = await claims.get();
  if (!held.exists || held.get("razorpayOrderId") !== undefined) return "released";
  const at: unknown = held.get("at");
  if (typeof at === "number" && at > now - RAZORPAY_ORDER_CLAIM_MS) {
    return { kind: "wait", until: at + RAZORPAY_ORDER_CLAIM_MS, amount: stored.amount };
  }
  // A stale claim: take it over only if nobody else did since it was read.
  try {
    return won((await claims.update(fields, unchangedSince(held))).writeTime);
  } catch (error) {
    if (!lostRace(error)) throw error;
    return { kind: "wait", until: now + RAZORPAY_ORDER_CLAIM_MS, amount: stored.amount };
  }
}

/** The delivery address on a still-payable order; nothing is written when it is already there. */
async function saveAddress(first: DocumentSnapshot, address: Address) {
  const ref = first.ref;
  await readDecideWrite(
    [ref],
    ([current], batch) => {
      if (!current) return;
      payable(current);
      if (sameAddress(current.get("addressInfo"), address)) return;
      batch.update(ref, addressFields(address), unchangedSince(current));
    },
    { first: [first] },
  );
}

/** The address, and its phone as the console's search finds it (docs/admin-console.md). */
function addressFields(address: Address) {
  const phone = mobileDigits(address.phone);
  return { addressInfo: address, ...(phone ? { deliveryPhone: phone } : {}) };
}

function sameAddress(stored: unknown, address: Address): boolean {
  const s = (stored ?? {}) as Partial<Address>;
  return (["name", "phone", "address", "pincode"] as const).every((k) => s[k] === address[k]);
}

/** Stores this call's Razorpay order (unless the order has one) and marks the claim done. */
export async function attachRazorpayOrder(
  uid: string,
  orderId: string,
  claim: string,
  razorpayOrderId: string,
  address: Address,
  claimed?: Claimed,
): Promise<{ razorpayOrderId: string; orphaned: boolean }> {
  const ref = orderRef(uid, orderId);
  const claims = claimRef(uid, orderId);
  const store = (batch: WriteBatch, order: DocumentSnapshot) => {
    // Superseded or cancelled while Razorpay made its order: no payment may start.
    assertPayable(paymentStateOf(order.data()));
    const fields = {
      ...addressFields(address),
      razorpayOrderId,
      nextPaymentCheckAt: Timestamp.fromMillis(Date.now() + FIRST_CHECK_DELAY_MS),
    };
    batch.update(ref, fields, unchangedSince(order));
    recordShopOrder(batch, razorpayOrderId, { uid, orderId });
    return { razorpayOrderId, orphaned: false };
  };
  // Order and claim unchanged since this call read and claimed: no need to read them again.
  if (claimed) {
    const batch = db().batch();
    batch.update(claims, { razorpayOrderId }, { lastUpdateTime: claimed.claimedAt });
    const kept = store(batch, claimed.order);
    try {
      await batch.commit();
      return kept;
    } catch (error) {
      if (!lostRace(error)) throw error;
    }
  }
  return readDecideWrite([ref, claims], ([snapshot, held], batch) => {
    const stored = paymentStateOf(snapshot?.data());
    // This call's claim is marked done in the same commit (one taken over stays).
    const done = { razorpayOrderId: stored?.razorpayOrderId ?? razorpayOrderId };
    if (held?.get("id") === claim) batch.update(claims, done, unchangedSince(held));
    if (stored?.razorpayOrderId) return { razorpayOrderId: stored.razorpayOrderId, orphaned: true };
    if (!snapshot || stored?.status !== "pending") {
      throw new Error(`Order ${orderId} stopped being payable`);
    }
    return store(batch, snapshot);
  });
}

/** Gives up this call's claim (done, or its Razorpay order could not be made). */
export async function releaseClaim(uid: string, orderId: string, claim: string) {
  const claims = claimRef(uid, orderId);
  const held = await claims.get();
  if (held.get("id") !== claim) return;
  await claims.delete(unchangedSince(held)).catch((error: unknown) => {
    if (!lostRace(error)) throw error;
  });
}

/** Polls the order until the claiming call stores its Razorpay order, or the claim runs out. */
export async function waitForRazorpayOrder(
  uid: string,
  orderId: string,
  until: number,
): Promise<string | undefined> {
  const ref = orderRef(uid, orderId);
  for (let delay = 50; Date.now() < until; delay = Math.min(delay * 2, 500)) {
    await new Promise((resolve) => setTimeout(resolve, delay));
    const id: unknown = (await ref.get()).get("razorpayOrderId");
    if (typeof id === "string") return id;
  }
  return undefined;
}
