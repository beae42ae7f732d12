import { checkoutSignature, sameSecret } from "./signatures.mjs";
import { FAILURE } from "./store.mjs";
import { HttpProblem, readJson } from "./http.mjs";

const METHODS = ["card", "upi", "netbanking", "wallet"];

/**
 * What the checkout widget's Pay and Fail buttons call: records a captured or
 * failed payment on the order, answers what checkout.js hands the shop
 * (signed like Razorpay's) and sends the webhooks Razorpay would.
 */
export async function handleCheckoutPay(req, { store, webhooks, keyId, keySecret }) {
  const body = await readJson(req);
  if (!sameSecret(body.key ?? "", keyId)) {
    throw new HttpProblem(401, "The api key provided is invalid");
  }
  if (!["success", "failure"].includes(body.outcome)) {
    throw new HttpProblem(400, "outcome must be 'success' or 'failure'");
  }
  const order = store.orders.get(String(body.order_id ?? ""));
  if (!order) throw new HttpProblem(400, "The id provided does not exist");
  if (order.status === "paid") throw new HttpProblem(400, "This order has already been paid.");

  const payment = store.recordPayment(order, {
    outcome: body.outcome,
    method: METHODS.includes(body.method) ? body.method : "card",
    email: typeof body.email === "string" ? body.email : "",
    contact: typeof body.contact === "string" ? body.contact : "",
    notes: body.notes,
    description: typeof body.description === "string" ? body.description : undefined,
  });

  if (payment.status === "captured") {
    webhooks.emit("payment.captured", { payment });
    webhooks.emit("order.paid", { payment, order });
    return {
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.id,
      razorpay_signature: checkoutSignature(order.id, payment.id, keySecret),
    };
  }
  webhooks.emit("payment.failed", { payment });
  return {
    error: {
      ...FAILURE,
      metadata: { order_id: order.id, payment_id: payment.id },
    },
  };
}
