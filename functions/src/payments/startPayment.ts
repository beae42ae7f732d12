import { HttpsError } from "firebase-functions/v2/https";
import {
  DomainError,
  PAYMENT_MESSAGES,
  TOO_MANY_ATTEMPTS,
  paymentDescription,
  type Address,
  type PaymentSession,
  type StartPaymentInput,
} from "../domain";
import { razorpayKeyId, shopName } from "../config";
import { orderRef } from "../orders/orderRepository";
import { holdForPayment } from "../orders/stockHolds";
import type { Caller } from "../lib/callable";
import { withinShopCeiling } from "../lib/shopCeilings";
import {
  attachRazorpayOrder,
  beginCheckout,
  readCheckout,
  releaseClaim,
  waitForRazorpayOrder,
  type CheckoutRead,
} from "./checkoutRepository";
import { paymentLog, type PaidVia } from "./paymentLog";
import { createRazorpayOrder } from "./razorpayClient";
import { settleOrderFromRazorpay } from "./settleOrder";
import { CONFIRM_RAZORPAY_TIMEOUT_MS } from "./paymentTiming";

const CLAIM_ROUNDS = 3;

/** Holds the order's units (docs/stock.md), saves the address and answers the order's one
 * Razorpay order, for the stored amount. */
export async function startPaymentHandler(
  { orderId, address }: StartPaymentInput,
  { uid, request }: Caller<string>,
): Promise<PaymentSession> {
  // One read of the order (with the ceiling's window): the hold and the first look go on from it.
  const now = Date.now();
  const [order, ceiling] = await readCheckout(orderRef(uid, orderId), now);
  const held = { order: await holdForPayment(order, now), ceiling };
  const { razorpayOrderId, amount } = await razorpayOrderFor(uid, orderId, address, held);
  return {
    orderId,
    keyId: razorpayKeyId.value(),
    razorpayOrderId,
    amount,
    currency: "INR",
    name: shopName.value(),
    description: paymentDescription(orderId),
    prefill: {
      name: address.name,
      email: String(request.auth?.token.email ?? ""),
      contact: address.phone,
    },
  };
}

async function razorpayOrderFor(
  uid: string,
  orderId: string,
  address: Address,
  first: CheckoutRead,
) {
  for (let round = 1; round <= CLAIM_ROUNDS; round += 1) {
    const step = await beginCheckout(uid, orderId, address, round === 1 ? first : undefined);
    if (step.kind === "ready") {
      if (!(await paidMeanwhile(uid, orderId, step.razorpayOrderId))) return step;
      throw new DomainError("failed-precondition", PAYMENT_MESSAGES.notPayable);
    }
    if (step.kind === "wait") {
      const stored = await waitForRazorpayOrder(uid, orderId, step.until);
      if (stored) return { razorpayOrderId: stored, amount: step.amount };
      continue;
    }
    // This call holds the claim: it makes the Razorpay order, or releases the claim.
    if (step.currency !== "INR") throw new Error(`Order ${orderId} is not in INR`);
    const release = () => releaseClaim(uid, orderId, step.claim).catch(() => undefined);
    if (!(await withinShopCeiling("razorpayCalls", Date.now(), step.ceiling))) {
      await release();
      throw new HttpsError("resource-exhausted", TOO_MANY_ATTEMPTS);
    }
    // Notes are for people reading Razorpay's dashboard; the shop never trusts them.
    const request = {
      amount: step.amount,
      currency: "INR" as const,
      receipt: orderId,
      notes: { orderId },
    };
    const created = await createRazorpayOrder(request).catch(async (error: unknown) => {
      await release();
      throw error;
    });
    const kept = await attachRazorpayOrder(uid, orderId, step.claim, created.id, address, step);
    if (kept.orphaned) paymentLog.orphanRazorpayOrder({ uid, orderId, orphan: created.id, kept });
    else paymentLog.razorpayOrderCreated({ uid, orderId, razorpayOrderId: created.id });
    return { ...step, razorpayOrderId: kept.razorpayOrderId };
  }
  throw new Error(`startPayment: no Razorpay order for ${orderId} after ${CLAIM_ROUNDS} rounds`);
}

/** A retry after a closed tab: settle a payment Razorpay already took; unreachable, go on. */
export async function paidMeanwhile(
  uid: string,
  orderId: string,
  razorpayOrderId: string,
  via: PaidVia = "startPayment",
) {
  const target = { uid, orderId, razorpayOrderId };
  const outcome = await settleOrderFromRazorpay(target, via, CONFIRM_RAZORPAY_TIMEOUT_MS).catch(
    (error: unknown) => paymentLog.razorpayCheckFailed(error, { ...target, via }),
  );
  if (outcome === "confirming") {
    throw new DomainError("failed-precondition", PAYMENT_MESSAGES.confirming);
  }
  return outcome === "marked-paid" || outcome === "already-paid";
}
