import { HttpsError, type CallableRequest } from "firebase-functions/v2/https";
import { PAYMENT_MESSAGES, confirmPaymentInputSchema } from "../domain";
import { razorpayKeySecret } from "../config";
import { answer, parseInput, requireUser } from "../lib/callable";
import { markOrderPaid } from "./markOrderPaid";
import { paymentLog } from "./paymentLog";
import { readPaymentState } from "./paymentRepository";
import { checkoutSignatureValid } from "./signatures";

export interface ConfirmPaymentResult {
  status: "paid";
}

/**
 * The checkout widget's success handler, verified: the signature must be
 * Razorpay's for the Razorpay order stored on the caller's order (not one the
 * browser names). Then the shared transaction marks it paid; repeating it, or
 * arriving after the webhook did it, is a success that changes nothing.
 */
export async function confirmPaymentHandler(
  request: CallableRequest<unknown>,
): Promise<ConfirmPaymentResult> {
  return answer("confirmPayment", PAYMENT_MESSAGES.updateFailed, async () => {
    const uid = requireUser(request, PAYMENT_MESSAGES.loginToProceed);
    const input = parseInput(confirmPaymentInputSchema, request.data);
    const { orderId, razorpay_payment_id: paymentId } = input;
    const stored = await readPaymentState(uid, orderId);
    if (!stored) throw new HttpsError("not-found", PAYMENT_MESSAGES.notPayable);

    const razorpayOrderId = stored.razorpayOrderId;
    const verified =
      razorpayOrderId !== undefined &&
      input.razorpay_order_id === razorpayOrderId &&
      checkoutSignatureValid(
        razorpayOrderId,
        paymentId,
        input.razorpay_signature,
        razorpayKeySecret.value(),
      );
    if (!verified) {
      paymentLog.checkoutSignatureRejected({
        uid,
        orderId,
        paymentId,
        claimedRazorpayOrderId: input.razorpay_order_id,
        storedRazorpayOrderId: razorpayOrderId ?? null,
      });
      throw new HttpsError("permission-denied", PAYMENT_MESSAGES.verificationFailed);
    }

    const outcome = await markOrderPaid({
      uid,
      orderId,
      paymentId,
      evidence: { razorpayOrderId },
      via: "checkout",
    });
    if (outcome !== "marked-paid" && outcome !== "already-paid") {
      throw new Error(`confirmPayment could not apply a verified payment: ${outcome}`);
    }
    return { status: "paid" };
  });
}
