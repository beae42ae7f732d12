import type { IncomingMessage } from "node:http";
import { checkoutSignature, sameSecret } from "./signatures.js";
import type { Payments } from "./payments.js";
import type { EmulatorSettings } from "./settings.js";
import { FAILURE, type Store } from "./store.js";
import { HttpProblem, readJson } from "./http.js";

/** checkout.js reads the checkout setting from this header, so the body stays Razorpay's own. */
export const HANDLER_HEADER = "x-razorpay-emulator-handler";

/**
 * The widget's Pay and Fail buttons. Pay is signed at authorisation, as Razorpay signs, then
 * captured per the capture setting; each step sends its webhook.
 */
export async function handleCheckoutPay(
  req: IncomingMessage,
  {
    store,
    payments,
    settings,
    keyId,
    keySecret,
  }: {
    store: Store;
    payments: Payments;
    settings: EmulatorSettings;
    keyId: string;
    keySecret: string;
  },
): Promise<{ answer: unknown; headers: Record<string, string> }> {
  const body = await readJson(req);
  if (!sameSecret(body.key ?? "", keyId)) {
    throw new HttpProblem(401, "The api key provided is invalid");
  }
  if (body.outcome !== "success" && body.outcome !== "failure") {
    throw new HttpProblem(400, "outcome must be 'success' or 'failure'");
  }
  const order = store.orders.get(String(body.order_id ?? ""));
  if (!order) throw new HttpProblem(400, "The id provided does not exist");
  if (order.status === "paid") throw new HttpProblem(400, "This order has already been paid.");

  const payment = payments.create(order, {
    method: body.method,
    email: typeof body.email === "string" ? body.email : "",
    contact: typeof body.contact === "string" ? body.contact : "",
    notes: body.notes,
    description: typeof body.description === "string" ? body.description : undefined,
  });
  const headers = { [HANDLER_HEADER]: settings.checkout.handler };
  if (body.outcome === "failure") {
    payments.fail(payment);
    const error = { ...FAILURE, metadata: { order_id: order.id, payment_id: payment.id } };
    return { answer: { error }, headers };
  }
  const { capture } = settings.payments;
  payments.authorize(payment, {
    announce: capture !== "auto" || settings.webhooks.authorizedOnAutoCapture,
  });
  payments.settle(payment, capture);
  return {
    answer: {
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.id,
      razorpay_signature: checkoutSignature(order.id, payment.id, keySecret),
    },
    headers,
  };
}
