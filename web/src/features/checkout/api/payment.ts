import type { AddressInfo, ConfirmPaymentResult, PaymentSession } from "@shop/domain";
import { refusalMessage } from "../../../lib/callableError";
import { callFunction } from "../../../lib/firebase";
import type { CheckoutResponse } from "./razorpayCheckout";

/** A refusal whose message the shopper can act on (an address, a paid order). */
export class PaymentRefusedError extends Error {
  override name = "PaymentRefusedError";
}

const ACTIONABLE = new Set([
  "invalid-argument",
  "failed-precondition",
  "not-found",
  "unauthenticated",
  "permission-denied",
]);

async function call<Res>(name: string, data: unknown): Promise<Res> {
  try {
    return await callFunction<unknown, Res>(name, data);
  } catch (error) {
    const refusal = refusalMessage(error, ACTIONABLE);
    if (refusal) throw new PaymentRefusedError(refusal, { cause: error });
    throw error;
  }
}

function isPaymentSession(value: unknown): value is PaymentSession {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.keyId === "string" &&
    typeof v.razorpayOrderId === "string" &&
    typeof v.amount === "number" &&
    v.currency === "INR"
  );
}

/**
 * Saves the delivery address on the order and gets the Razorpay order for
 * the amount the server stored; the browser sends no amount at all.
 */
export async function startPayment(orderId: string, address: AddressInfo): Promise<PaymentSession> {
  const session = await call<unknown>("startPayment", { orderId, address });
  if (!isPaymentSession(session)) throw new Error("startPayment answered without a Razorpay order");
  return session;
}

function isConfirmResult(value: unknown): value is ConfirmPaymentResult {
  if (typeof value !== "object" || value === null) return false;
  const { status } = value as Record<string, unknown>;
  return status === "paid" || status === "confirming";
}

/**
 * Hands the widget's signed answer to the server, which verifies it: "paid"
 * when Razorpay has captured the money and the order is marked paid,
 * "confirming" when Razorpay has only authorised it so far (the order then
 * turns paid by itself, through the webhook or the reconciler).
 */
export async function confirmPayment(
  orderId: string,
  response: CheckoutResponse,
): Promise<ConfirmPaymentResult> {
  const answer = await call<unknown>("confirmPayment", { orderId, ...response });
  if (!isConfirmResult(answer)) throw new Error("confirmPayment answered without a status");
  return { status: answer.status };
}
