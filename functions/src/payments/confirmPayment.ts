import { HttpsError } from "firebase-functions/v2/https";
import { PAYMENT_MESSAGES, type ConfirmPaymentInput, type ConfirmPaymentResult } from "../domain";
import { razorpayKeySecret } from "../config";
import type { Caller } from "../lib/callable";
import { db } from "../lib/firestore";
import { shopCeilingRef, withinShopCeiling } from "../lib/shopCeilings";
import { orderRef } from "../orders/orderRepository";
import { paymentLog } from "./paymentLog";
import { markConfirming, paymentStateOf } from "./paymentRepository";
import { CONFIRM_RAZORPAY_TIMEOUT_MS } from "./paymentTiming";
import { fetchPayment } from "./razorpayClient";
import { settlePayment } from "./settleOrder";
import { checkoutSignatureValid } from "./signatures";

const CEILING = "razorpayCalls";

// Verified twice: the signature for the stored Razorpay order, then Razorpay's own record (it
// signs at authorisation); "confirming" until captured.
export async function confirmPaymentHandler(
  input: ConfirmPaymentInput,
  { uid }: Caller<string>,
): Promise<ConfirmPaymentResult> {
  const { orderId, razorpay_payment_id: paymentId } = input;
  const now = Date.now();
  const [read, ceiling] = await db().getAll(orderRef(uid, orderId), shopCeilingRef(CEILING, now));
  const stored = paymentStateOf(read?.data());
  if (!read || !stored) throw new HttpsError("not-found", PAYMENT_MESSAGES.notPayable);

  const razorpayOrderId = stored.razorpayOrderId;
  const rejected = (fields: Record<string, unknown>) => {
    paymentLog.checkoutSignatureRejected({ uid, orderId, paymentId, ...fields });
    return new HttpsError("permission-denied", PAYMENT_MESSAGES.verificationFailed);
  };
  const secret = razorpayKeySecret.value();
  const signed =
    razorpayOrderId !== undefined &&
    input.razorpay_order_id === razorpayOrderId &&
    checkoutSignatureValid(razorpayOrderId, paymentId, input.razorpay_signature, secret);
  if (!signed) {
    const claimedRazorpayOrderId = input.razorpay_order_id;
    throw rejected({ claimedRazorpayOrderId, storedRazorpayOrderId: razorpayOrderId ?? null });
  }
  if (stored.status === "paid") return { status: "paid" };

  // Past the shop-wide ceiling the shopper is told "confirming"; the webhook settles it.
  const within = await withinShopCeiling(CEILING, now, ceiling);
  const payment = within
    ? await fetchPayment(paymentId, CONFIRM_RAZORPAY_TIMEOUT_MS).catch((error: unknown) =>
        paymentLog.razorpayCheckFailed(error, { paymentId, via: "checkout" }),
      )
    : undefined;
  if (payment && payment.order_id !== razorpayOrderId) {
    // A signature for this order but Razorpay files the payment elsewhere: never paid.
    throw rejected({ razorpayOrderId });
  }
  const outcome = payment
    ? await settlePayment({ uid, orderId }, payment, "checkout", {
        timeoutMs: CONFIRM_RAZORPAY_TIMEOUT_MS,
        first: [read],
      })
    : "confirming";
  if (outcome === "marked-paid" || outcome === "already-paid") return { status: "paid" };
  if (outcome === "confirming" || outcome === "waiting") {
    // Razorpay signed, so the money is authorised or about to be (a capture under way said so).
    if (outcome === "waiting" || !payment) await markConfirming({ uid, orderId }, paymentId);
    paymentLog.confirming({ uid, orderId, paymentId, outcome });
    return { status: "confirming" };
  }
  if (outcome === "payment-failed") {
    throw new HttpsError("failed-precondition", PAYMENT_MESSAGES.verificationFailed);
  }
  throw new Error(`confirmPayment could not apply a signed payment: ${outcome}`);
}
