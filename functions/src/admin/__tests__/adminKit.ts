/**
 * What the console's tests share: an operator with the admin claim, a
 * shopper's paid order (placed, started and paid on the Razorpay emulator,
 * then confirmed), and the order as stored.
 */
import { randomUUID } from "node:crypto";
import type { CallableFunction } from "firebase-functions/v2/https";
import { confirmPayment } from "../../index";
import { callAs, type TestCaller } from "../../testing/harness";
import {
  payOnEmulator,
  startedOrder,
  storedOrder,
  type PaymentKit,
} from "../../payments/__tests__/paymentKit";

export const asha: TestCaller = { uid: "asha" };
export const OPERATOR = "olga";
/** placePendingOrder's two units: ₹798.00. */
export const ORDER_AMOUNT = 79800;

export const operator: TestCaller = { uid: OPERATOR, provider: "google.com", admin: true };

/** Runs a callable as the operator: an ID token carrying the admin claim. */
export function callAsAdmin<Res>(fn: CallableFunction<unknown, Res>, data: unknown): Promise<Res> {
  return callAs(fn, operator, data, { ip: "203.0.113.9" });
}

export { callAs };

/** A request key, as the console makes one per click. */
export const newKey = () => randomUUID();

/** Asha's order, paid through the checkout's confirmation. */
export async function paidOrder(kit: PaymentKit) {
  const { orderId, razorpayOrderId } = await startedOrder(asha);
  const answer = await payOnEmulator(kit, razorpayOrderId);
  await callAs(confirmPayment, asha, { orderId, ...answer });
  return { orderId, razorpayOrderId, paymentId: answer.razorpay_payment_id };
}

export const ashasOrder = (orderId: string) => storedOrder(asha.uid, orderId);

export const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e,
  );

/** What a console call refused with: the callable's code and the server's sentence. */
export const refusal = (code: string, message: string) => ({ code, message });
