import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type WriteBatch,
} from "firebase-admin/firestore";
import {
  DomainError,
  PAYMENT_MESSAGES,
  assertPayable,
  awaitingPayment,
  firestorePaths,
  mobileDigits,
  type Address,
} from "../domain";
import { db } from "../lib/firestore";
import { lostRace, readDecideWrite, unchangedSince } from "../lib/optimistic";
import { shopCeilingRef } from "../lib/shopCeilings";
import { orderRef } from "../orders/orderRepository";
import { recordShopOrder } from "./eventLedger";
import { paymentStateOf, stateOf, type OrderState } from "./paymentRepository";
import { FIRST_CHECK_DELAY_MS, RAZORPAY_ORDER_CLAIM_MS } from "./paymentTiming";

/** startPayment's next step: pay the stored Razorpay order, create it (claim held), or wait. */
export type CheckoutStep =
  | { kind: "ready"; razorpayOrderId: string; amount: number }
  | ({ kind: "create"; claim: string; amount: number; currency: string } & Claimed)
  | { kind: "wait"; until: number; amount: number };

type Doc = DocumentSnapshot;
/** What a won claim read and wrote: the Razorpay call's ceiling and the attach go on from it. */
type Claimed = { order: OrderState; ceiling: Doc; claimedAt: Timestamp };
/** The order as startPayment's hold left it, and the Razorpay call's ceiling window, read with
 * the order before the hold: the first look needs no read. */
export type CheckoutRead = { order: OrderState; ceiling: Doc };

// create() lets one caller win; a stale claim may be taken over; a done one stays until its TTL.
const claimRef = (uid: string, orderId: string) =>
  db().doc(firestorePaths.razorpayOrderClaim(uid, orderId));

function payable(data: DocumentData | undefined) {
  const stored = assertPayable(paymentStateOf(data));
  if (data?.paymentConfirming !== undefined) {
    throw new DomainError("failed-precondition", PAYMENT_MESSAGES.confirming);
  }
  return stored;
}

export async function beginCheckout(
  uid: string,
  orderId: string,
  address: Address,
  first?: CheckoutRead,
  now = Date.now(),
): Promise<CheckoutStep> {
  // A claim released between this call's create and its read: look at the order again.
  for (let look = 1; look <= 3; look += 1) {
    const step = await checkoutStep(uid, orderId, address, now, look === 1 ? first : undefined);
    if (step !== "released") return step;
  }
  const { amount } = payable((await orderRef(uid, orderId).get()).data());
  return { kind: "wait", until: now + RAZORPAY_ORDER_CLAIM_MS, amount };
}

async function checkoutStep(
  uid: string,
  orderId: string,
  address: Address,
  now: number,
  first?: CheckoutRead,
): Promise<CheckoutStep | "released"> {
  const ref = orderRef(uid, orderId);
  const { order, ceiling } = first ?? asRead(await readCheckout(ref, now));
  const stored = payable(order.data);
  if (stored.razorpayOrderId) {
    await saveAddress(ref, address, order.snapshot);
    return { kind: "ready", razorpayOrderId: stored.razorpayOrderId, amount: stored.amount };
  }
  const claim = `${now}-${Math.random().toString(36).slice(2, 10)}`;
  const claims = claimRef(uid, orderId);
  const fields = { id: claim, at: now, expiresAt: Timestamp.fromMillis(now + 60 * 60_000) };
  const { amount, currency } = stored;
  const won = (claimedAt: Timestamp) =>
    ({ kind: "create", claim, amount, currency, order, ceiling, claimedAt }) as const;
  const wait = (until: number) => ({ kind: "wait", until, amount }) as const;
  try {
    return won((await claims.create(fields)).writeTime);
  } catch (error) {
    if (!lostRace(error)) throw error;
  }
  const held = await claims.get();
  if (!held.exists || held.get("razorpayOrderId") !== undefined) return "released";
  const at: unknown = held.get("at");
  if (typeof at === "number" && at > now - RAZORPAY_ORDER_CLAIM_MS) {
    return wait(at + RAZORPAY_ORDER_CLAIM_MS);
  }
  // A stale claim: take it over only if nobody else did since it was read.
  try {
    return won((await claims.update(fields, unchangedSince(held))).writeTime);
  } catch (error) {
    if (!lostRace(error)) throw error;
    return wait(now + RAZORPAY_ORDER_CLAIM_MS);
  }
}

/** The order and the ceiling's window, in one read. */
export async function readCheckout(ref: DocumentReference, now: number) {
  return (await db().getAll(ref, shopCeilingRef("razorpayCalls", now))) as [Doc, Doc];
}

const asRead = ([order, ceiling]: [Doc, Doc]): CheckoutRead => ({ order: stateOf(order), ceiling });

/** Nothing is written when the address is already there. `first`: the order, if just read. */
async function saveAddress(ref: DocumentReference, address: Address, first?: DocumentSnapshot) {
  await readDecideWrite(
    [ref],
    ([current], batch) => {
      if (!current) return;
      payable(current.data());
      // A COD order keeps the address it was confirmed (and maybe shipped) with.
      if (current.get("status") === "cod" || sameAddress(current.get("addressInfo"), address)) {
        return;
      }
      batch.update(ref, addressFields(address), unchangedSince(current));
    },
    { first: first && [first] },
  );
}

/** The address, its phone as the console's search finds it (docs/admin-console.md), and the
 * buyer's GSTIN the invoice carries (removed when the shopper took it out). */
export function addressFields(address: Address) {
  const phone = mobileDigits(address.phone);
  return {
    addressInfo: address,
    buyerGstin: address.gstin || FieldValue.delete(),
    ...(phone ? { deliveryPhone: phone } : {}),
  };
}

function sameAddress(stored: unknown, address: Address): boolean {
  const s = (stored ?? {}) as Partial<Address>;
  return (Object.keys(address) as (keyof Address)[]).every((k) => s[k] === address[k]);
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
  const store = (batch: WriteBatch, order: OrderState) => {
    assertPayable(paymentStateOf(order.data));
    const fields = {
      ...(order.data?.status === "cod" ? {} : addressFields(address)),
      razorpayOrderId,
      nextPaymentCheckAt: Timestamp.fromMillis(Date.now() + FIRST_CHECK_DELAY_MS),
    };
    // The update time this call read, or its hold's commit time: unchanged since either.
    if (!order.updateTime) throw new Error(`Order ${orderId} does not exist`);
    batch.update(ref, fields, { lastUpdateTime: order.updateTime });
    recordShopOrder(batch, razorpayOrderId, { uid, orderId });
    return { razorpayOrderId, orphaned: false };
  };
  // Order and claim unchanged since this call claimed: no need to read them again.
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
    const done = { razorpayOrderId: stored?.razorpayOrderId ?? razorpayOrderId };
    if (held?.get("id") === claim) batch.update(claims, done, unchangedSince(held));
    if (stored?.razorpayOrderId) return { razorpayOrderId: stored.razorpayOrderId, orphaned: true };
    if (!snapshot || !awaitingPayment(stored?.status)) {
      throw new Error(`Order ${orderId} stopped being payable`);
    }
    return store(batch, stateOf(snapshot));
  });
}

export async function releaseClaim(uid: string, orderId: string, claim: string) {
  const claims = claimRef(uid, orderId);
  const held = await claims.get();
  if (held.get("id") !== claim) return;
  await claims.delete(unchangedSince(held)).catch((error: unknown) => {
    if (!lostRace(error)) throw error;
  });
}

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
