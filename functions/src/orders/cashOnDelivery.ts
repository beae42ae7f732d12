import { randomUUID } from "node:crypto";
import { Timestamp, type DocumentSnapshot, type WriteBatch } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import {
  COD_MESSAGES,
  DISCOUNT_MESSAGES,
  DomainError,
  PAYMENT_MESSAGES,
  assertPayable,
  codRefusal,
  decideCodCancel,
  e164India,
  firestorePaths,
  mobileDigits,
  type CallableInput,
  type CallableOutput,
  type Order,
  type StartPaymentInput,
} from "../domain";
import { codLimits } from "../config";
import { fulfilmentAt, historyEntry, historyOf } from "../admin/orderDocument";
import type { Caller } from "../lib/callable";
import { datesOf, db } from "../lib/firestore";
import { readDecideWrite, unchangedSince } from "../lib/optimistic";
import { countShopCeiling, shopCeilingRef } from "../lib/shopCeilings";
import { claimEmailIn, type ClaimResult } from "../orderEmails/emailClaims";
import { sendClaimedOrderEmail } from "../orderEmails/orderEmails";
import { addressFields } from "../payments/checkoutRepository";
import { paymentInFlight, paymentStateOf } from "../payments/paymentRepository";
import { paidMeanwhile } from "../payments/startPayment";
import { orderRef } from "./orderRepository";
import { catalogRefsFor, codeRefsFor, holdUnits, releaseUnits } from "./stockHolds";

// Cash on delivery (docs/cod.md): every limit checked and the order confirmed in one commit.

type Snapshot = DocumentSnapshot | undefined;
export const codGuardRef = (uid: string) => db().doc(firestorePaths.codGuard(uid));
const placedToday = (window: Snapshot) => Number(window?.get("count") ?? 0);
const ceilingRef = () => shopCeilingRef("codOrders");

/** The shopper's other order the guard names, if it is still an open COD order. */
const openCod = (order: Snapshot) => order?.get("status") === "cod" && !order.get("closed");

/** Pending, open, with items and no payment moving: else the checkout's own refusal. */
function payable(order: Snapshot) {
  const stored = assertPayable(paymentStateOf(order?.data()));
  if (order && paymentInFlight(order)) {
    throw new DomainError("failed-precondition", PAYMENT_MESSAGES.confirming);
  }
  return stored;
}

/** An order whose discount code is for online payment only (docs/discounts.md). */
const prepaidOnly = (order: Snapshot) =>
  order?.get("discount.prepaidOnly") === true ? DISCOUNT_MESSAGES.prepaidOnly : undefined;

function refuse(refusal: string): never {
  const full = refusal === COD_MESSAGES.unavailable;
  throw new DomainError(full ? "resource-exhausted" : "failed-precondition", refusal);
}

/** The order the guard names, unless that is this one. */
function otherNamed(guard: Snapshot, orderId: string) {
  const other: unknown = guard?.get("orderId");
  return typeof other === "string" && other !== orderId ? other : undefined;
}

/** The guard's other order, read beside this one; a guard that moved meanwhile is read again. */
async function otherOrderRef(uid: string, orderId: string) {
  const other = otherNamed(await codGuardRef(uid).get(), orderId);
  return other ? orderRef(uid, other) : undefined;
}

export async function codQuoteHandler(
  { orderId, pincode }: CallableInput<"codQuote">,
  { uid, request }: Caller<string>,
): Promise<CallableOutput<"codQuote">> {
  const limits = codLimits();
  const other = await otherOrderRef(uid, orderId);
  const refs = [orderRef(uid, orderId), ceilingRef(), ...(other ? [other] : [])];
  const [order, window, otherOrder] = await db().getAll(...refs);
  const { amount } = payable(order);
  // The number is compared with the delivery phone when the order is placed.
  const phone: unknown = request.auth?.token.phone_number;
  const refusal =
    prepaidOnly(order) ??
    codRefusal({ amount, pincode }, limits, {
      phoneVerified: typeof phone === "string" && phone !== "",
      otherOpenCodOrder: openCod(otherOrder),
      placedToday: placedToday(window),
    });
  return { fee: limits.fee, total: amount + limits.fee, ...(refusal ? { refusal } : {}) };
}

export async function placeCodOrderHandler(
  { orderId, address }: StartPaymentInput,
  { uid, request }: Caller<string>,
): Promise<CallableOutput<"placeCodOrder">> {
  const limits = codLimits();
  const ref = orderRef(uid, orderId);
  const first = await ref.get();
  // As startPayment does: a payment Razorpay already took makes the order paid, not COD.
  const { razorpayOrderId } = first.get("status") === "cod" ? {} : payable(first);
  if (razorpayOrderId && (await paidMeanwhile(uid, orderId, razorpayOrderId, "placeCodOrder"))) {
    throw new DomainError("failed-precondition", PAYMENT_MESSAGES.notPayable);
  }
  const phone = request.auth?.token.phone_number;
  const phoneVerified =
    typeof phone === "string" && phone === e164India(mobileDigits(address.phone) ?? "");
  const ask = { uid, orderId, key: "confirmation" as const, token: randomUUID(), now: new Date() };
  const catalog = catalogRefsFor((first.get("items") ?? []) as { productId: string }[]);
  const uses = codeRefsFor(first.data());
  for (;;) {
    const other = await otherOrderRef(uid, orderId);
    const guard = codGuardRef(uid);
    const refs = [ref, guard, ceilingRef(), ...uses, ...catalog, ...(other ? [other] : [])];
    type Placed = { order: FirebaseFirestore.DocumentData; email?: ClaimResult };
    const placed = await readDecideWrite<Placed | "guard-moved">(
      refs,
      ([order, held, window, ...rest], batch, at) => {
        const otherOrder = other ? rest.pop() : undefined;
        const codeDocs = rest.splice(0, uses.length);
        if (otherNamed(held, orderId) !== other?.id) return "guard-moved";
        const data = order?.data();
        if (data?.status === "cod" && !data.closed) return { order: data };
        const { amount } = payable(order);
        const refusal =
          prepaidOnly(order) ??
          codRefusal({ amount, pincode: address.pincode }, limits, {
            phoneVerified,
            otherOpenCodOrder: openCod(otherOrder),
            placedToday: placedToday(window),
          });
        if (refusal) refuse(refusal);
        if (!order || !data || !held || !window) throw new Error(`${orderId} was not read`);
        // Held until the cash is collected, or the order cancelled or returned.
        const stock = holdUnits(batch, data, rest, undefined, codeDocs);
        if (!countShopCeiling("codOrders", window, batch, Date.now(), limits.dailyMax)) {
          refuse(COD_MESSAGES.unavailable);
        }
        const fields = {
          status: "cod",
          paymentMethod: "cod",
          codFee: limits.fee,
          ...addressFields(address),
          history: [...historyOf(data), historyEntry("cod", "system")],
        };
        const confirmed = { ...data, ...fields, addressInfo: address };
        const { claim, emails } = claimEmailIn(batch, ask, confirmed);
        const written = { ...fields, ...stock, ...(emails ? { emails } : {}) };
        batch.update(ref, written, unchangedSince(order));
        if (held.exists) batch.update(guard, { orderId }, unchangedSince(held));
        else batch.create(guard, { orderId });
        const email: ClaimResult = claim.kind === "claimed" ? { ...claim, committed: at } : claim;
        return { order: confirmed, email };
      },
    );
    if (placed === "guard-moved") continue;
    if (placed.email) {
      logger.info("placeCodOrder confirmed an order", { uid, orderId, fee: limits.fee });
      await sendClaimedOrderEmail(ask, placed.email);
    }
    const fee = Number(placed.order.codFee) || 0;
    const amount = Number(placed.order.amount) || 0;
    return { orderId, status: "cod", fee, total: amount + fee };
  }
}

/** Closed as cancelled with its stage, and the shopper's COD guard released, in one commit. */
export async function cancelCodOrderHandler(
  { orderId }: CallableInput<"cancelCodOrder">,
  { uid }: Caller<string>,
): Promise<CallableOutput<"cancelCodOrder">> {
  const ref = orderRef(uid, orderId);
  const guard = codGuardRef(uid);
  await readDecideWrite([ref, guard], ([order, held], batch) => {
    const data = order?.data();
    if (!order || !data) throw new DomainError("not-found", COD_MESSAGES.notCod);
    const decided = decideCodCancel(datesOf<Order>(data));
    if (decided.kind === "refused") throw new DomainError("failed-precondition", decided.message);
    if (decided.kind === "repeat") return;
    if (paymentInFlight(order)) {
      throw new DomainError("failed-precondition", PAYMENT_MESSAGES.confirming);
    }
    const fields = {
      closed: { reason: "cancelled", at: Timestamp.now() },
      fulfilment: fulfilmentAt(data, "cancelled"),
      history: [...historyOf(data), historyEntry("cancelled", "system")],
      ...releaseUnits(batch, data),
    };
    batch.update(ref, fields, unchangedSince(order));
    releaseCodGuard(batch, held, orderId);
  });
  return { closed: "cancelled" };
}

/** The guard goes with its order's end; a guard naming another order is left alone. */
export function releaseCodGuard(batch: WriteBatch, held: Snapshot, orderId: string) {
  if (held?.exists && held.get("orderId") === orderId) batch.delete(held.ref, unchangedSince(held));
}
