import {
  confirmPaymentCall,
  startPaymentCall,
  type AddressInfo,
  type CallableInput,
  type CallableOutput,
  type CallableTerms,
  type ConfirmPaymentResult,
  type PaymentSession,
} from "@shop/domain";
import { call, refusalText } from "../../../lib/callables";
import type { CheckoutResponse } from "./razorpayCheckout";

/** A refusal whose message the shopper can act on (an address, a paid order). */
export class PaymentRefusedError extends Error {
  override name = "PaymentRefusedError";
}

type PaymentCall = "startPayment" | "confirmPayment";

/** A refusal the contract declares becomes a PaymentRefusedError in its words. */
async function paymentCall<Name extends PaymentCall>(
  callable: CallableTerms<Name>,
  input: CallableInput<Name>,
): Promise<CallableOutput<Name>> {
  try {
    return await call(callable, input);
  } catch (error) {
    const refusal = refusalText(callable, error);
    if (refusal) throw new PaymentRefusedError(refusal, { cause: error });
    throw error;
  }
}

/**
 * Saves the delivery address on the order and gets the Razorpay order for
 * the amount the server stored; the browser sends no amount at all.
 */
export function startPayment(orderId: string, address: AddressInfo): Promise<PaymentSession> {
  return paymentCall(startPaymentCall, { orderId, address });
}

/**
 * Hands the widget's signed answer to the server, which verifies it: "paid"
 * when Razorpay has captured the money and the order is marked paid,
 * "confirming" when Razorpay has only authorised it so far (the order then
 * turns paid by itself, through the webhook or the reconciler).
 */
export function confirmPayment(
  orderId: string,
  response: CheckoutResponse,
): Promise<ConfirmPaymentResult> {
  return paymentCall(confirmPaymentCall, { orderId, ...response });
}
