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
import type { Caller } from "../lib/callable";
import { withinShopCeiling } from "../lib/shopCeilings";
import {
  attachRazorpayOrder,
  beginCheckout,
  releaseClaim,
  waitForRazorpayOrder,
  type CheckoutStep,
} from "./checkoutRepository";
import { paymentLog } from "./paymentLog";
import { notPayable } from "./paymentRepository";
import { createRazorpayOrder } from "./razorpayClient";
import { settleOrderFromRazorpay } from "./settleOrder";
import { CONFIRM_RAZORPAY_TIMEOUT_MS } from "./paymentTiming";

/** A caller that waited out another's claim tries again this many times. */
const CLAIM_ROUNDS = 3;

/**
 * Proceed to Payment: saves the address on the pending order and answers its one Razorpay order for
 * the stored amount (never the browser's), created on the first call.
 */
export async function startPaymentHandler(
  { orderId, address }: StartPaymentInput,
  { uid, request }: Caller<string>,
): Promise<PaymentSession> {
  const { razorpayOrderId, amount } = await razorpayOrderFor(uid, orderId, address);
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

async function razorpayOrderFor(uid: string, orderId: string, address: Address) {
  for (let round = 1; round <= CLAIM_ROUNDS; round += 1) {
    const step = await beginCheckout(uid, orderId, address);
    if (step.kind === "ready") {
      if (await paidMeanwhile(uid, orderId, step.razorpayOrderId)) throw notPayable();
      return step;
    }
    if (step.kind === "create") {
      return { ...step, razorpayOrderId: await create(uid, orderId, step, address) };
    }
    const stored = await waitForRazorpayOrder(uid, orderId, step.until);
    if (stored) return { razorpayOrderId: stored, amount: step.amount };
  }
  throw new Error(`startPayment: no Razorpay order for ${orderId} after ${CLAIM_ROUNDS} rounds`);
}

async function create(
  uid: string,
  orderId: string,
  step: CheckoutStep & { kind: "create" },
  address: Address,
) {
  if (step.currency !== "INR") throw new Error(`Order ${orderId} is not in INR`);
  if (!(await withinShopCeiling("razorpayCalls", Date.now(), step.ceiling))) {
    await releaseClaim(uid, orderId, step.claim).catch(() => undefined);
    throw new HttpsError("resource-exhausted", TOO_MANY_ATTEMPTS);
  }
  let created;
  try {
    // Notes are for people reading Razorpay's dashboard; the shop never trusts them.
    created = await createRazorpayOrder({
      amount: step.amount,
      currency: "INR",
      receipt: orderId,
      notes: { orderId },
    });
  } catch (error) {
    await releaseClaim(uid, orderId, step.claim).catch(() => undefined);
    throw error;
  }
  const kept = await attachRazorpayOrder(uid, orderId, step.claim, created.id, address, step);
  if (kept.orphaned) paymentLog.orphanRazorpayOrder({ uid, orderId, orphan: created.id, kept });
  else paymentLog.razorpayOrderCreated({ uid, orderId, razorpayOrderId: created.id });
  return kept.razorpayOrderId;
}

/**
 * A retry after a closed tab may follow a payment Razorpay already took: settle it rather than open
 * a second. Unreachable Razorpay: go on (it refuses paying twice).
 */
async function paidMeanwhile(uid: string, orderId: string, razorpayOrderId: string) {
  let outcome;
  try {
    outcome = await settleOrderFromRazorpay(
      { uid, orderId, razorpayOrderId },
      "startPayment",
      CONFIRM_RAZORPAY_TIMEOUT_MS,
    );
  } catch (error) {
    paymentLog.razorpayCheckFailed(error, { uid, orderId, razorpayOrderId, via: "startPayment" });
    return false;
  }
  if (outcome === "confirming") {
    throw new DomainError("failed-precondition", PAYMENT_MESSAGES.confirming);
  }
  return outcome === "marked-paid" || outcome === "already-paid";
}
