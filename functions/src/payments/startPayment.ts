import type { CallableRequest } from "firebase-functions/v2/https";
import {
  PAYMENT_MESSAGES,
  assertPayable,
  paymentDescription,
  startPaymentInputSchema,
  type PaymentSession,
  type StoredPaymentState,
} from "../domain";
import { razorpayKeyId, shopName } from "../config";
import { answer, parseInput, requireUser } from "../lib/callable";
import { paymentLog } from "./paymentLog";
import { notPayable, readPaymentState, saveCheckoutDetails } from "./paymentRepository";
import { createRazorpayOrder } from "./razorpayClient";
import { settleFromRazorpay } from "./settleFromRazorpay";

/**
 * Proceed to Payment: validates and saves the delivery address on the
 * caller's pending order and creates the Razorpay order for the stored amount
 * (never an amount from the browser). A retry reuses the Razorpay order.
 */
export async function startPaymentHandler(
  request: CallableRequest<unknown>,
): Promise<PaymentSession> {
  return answer("startPayment", PAYMENT_MESSAGES.startFailed, async () => {
    const uid = requireUser(request, PAYMENT_MESSAGES.loginToProceed);
    const { orderId, address } = parseInput(startPaymentInputSchema, request.data);
    const stored = assertPayable(await readPaymentState(uid, orderId));
    if (stored.razorpayOrderId && (await paidMeanwhile(uid, orderId, stored.razorpayOrderId))) {
      throw notPayable();
    }
    const razorpayOrderId =
      stored.razorpayOrderId ?? (await newRazorpayOrder(uid, orderId, stored));
    const saved = await saveCheckoutDetails(uid, orderId, address, razorpayOrderId);
    return {
      orderId,
      keyId: razorpayKeyId.value(),
      razorpayOrderId: saved.razorpayOrderId,
      amount: saved.amount,
      currency: "INR",
      name: shopName.value(),
      description: paymentDescription(orderId),
      prefill: {
        name: address.name,
        email: String(request.auth?.token.email ?? ""),
        contact: address.phone,
      },
    };
  });
}

async function newRazorpayOrder(
  uid: string,
  orderId: string,
  stored: StoredPaymentState,
): Promise<string> {
  if (stored.currency !== "INR") throw new Error(`Order ${orderId} is not in INR`);
  const created = await createRazorpayOrder({
    amount: stored.amount,
    currency: "INR",
    receipt: orderId,
    notes: { uid, orderId },
  });
  paymentLog.razorpayOrderCreated({ uid, orderId, razorpayOrderId: created.id });
  return created.id;
}

/**
 * A retry after a closed tab may come after Razorpay already took the money
 * (and before its webhook): settle that instead of opening a second payment.
 * If Razorpay cannot be asked, carry on: Razorpay itself refuses to take a paid
 * order's money twice, and the reconciler settles it later.
 */
async function paidMeanwhile(uid: string, orderId: string, razorpayOrderId: string) {
  try {
    const outcome = await settleFromRazorpay({ uid, orderId, razorpayOrderId }, "startPayment");
    return outcome === "marked-paid" || outcome === "already-paid";
  } catch (error) {
    paymentLog.razorpayCheckFailed(error, { uid, orderId, razorpayOrderId, via: "startPayment" });
    return false;
  }
}
