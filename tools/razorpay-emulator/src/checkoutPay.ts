import { checkoutSignature, sameSecret } from "./signatures.js";
import type { Payments } from "./payments.js";
import type { EmulatorSettings } from "./settings.js";
import { FAILURE, type Store } from "./store.js";
import { HttpProblem, type JsonBody } from "./http.js";

/**
 * The widget's Pay and Fail buttons. Pay is signed at authorisation, as Razorpay signs, then
 * captured per the capture setting; each step sends its webhook.
 */
export function checkoutPay(
  body: JsonBody,
  { store, payments, settings, keyId, keySecret }: CheckoutContext,
): unknown {
  if (!sameSecret(body.key ?? "", keyId)) {
    throw new HttpProblem(401, "The api key provided is invalid");
  }
  if (body.outcome !== "success" && body.outcome !== "failure") {
    throw new HttpProblem(400, "outcome must be 'success' or 'failure'");
  }
  const order = store.orders.get(String(body.order_id ?? ""));
  if (!order) throw new HttpProblem(400, "The id provided does not exist");
  if (order.status === "paid") throw new HttpProblem(400, "This order has already been paid.");

  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  const payment = payments.create(order, {
    method: body.method,
    email: text(body.email) ?? "",
    contact: text(body.contact) ?? "",
    notes: body.notes,
    description: text(body.description),
  });
  if (body.outcome === "failure") {
    payments.fail(payment);
    return { error: { ...FAILURE, metadata: { order_id: order.id, payment_id: payment.id } } };
  }
  const { capture } = settings.payments;
  payments.authorize(payment, {
    announce: capture !== "auto" || settings.webhooks.authorizedOnAutoCapture,
  });
  payments.settle(payment, capture);
  return {
    razorpay_payment_id: payment.id,
    razorpay_order_id: order.id,
    razorpay_signature: checkoutSignature(order.id, payment.id, keySecret),
  };
}

interface CheckoutContext {
  store: Store;
  payments: Payments;
  settings: EmulatorSettings;
  keyId: string;
  keySecret: string;
}
