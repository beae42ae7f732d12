import type {
  AddressInfo,
  CallableInput,
  CallableOutput,
  ConfirmPaymentResult,
  PaymentSession,
} from "@shop/domain";
import { call } from "../../../lib/callables";
import type { CheckoutResponse } from "./razorpayCheckout";

/** A refusal whose message the shopper can act on (an address, a paid order); `code` is the refusal's. */
export class PaymentRefusedError extends Error {
  override name = "PaymentRefusedError";
  constructor(
    message: string,
    readonly code: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

type PaymentCall = "startPayment" | "confirmPayment";

/** A refusal the contract declares becomes a PaymentRefusedError in its words. */
async function paymentCall<Name extends PaymentCall>(
  name: Name,
  input: CallableInput<Name>,
): Promise<CallableOutput<Name>> {
  try {
    return await call(name, input);
  } catch (error) {
    const { callableErrorCode, refusalText } = await import("../../../lib/callableContracts");
    const refusal = refusalText(name, error);
    if (refusal) throw new PaymentRefusedError(refusal, callableErrorCode(error), { cause: error });
    throw error;
  }
}

/** Saves the address on the order; the browser sends no amount, the server charges what it stored. */
export function startPayment(orderId: string, address: AddressInfo): Promise<PaymentSession> {
  return paymentCall("startPayment", { orderId, address });
}

/** "paid" once captured, "confirming" when only authorised (the webhook then pays it). */
export function confirmPayment(
  orderId: string,
  response: CheckoutResponse,
): Promise<ConfirmPaymentResult> {
  return paymentCall("confirmPayment", { orderId, ...response });
}
