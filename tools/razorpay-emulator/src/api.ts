import type { IncomingMessage, ServerResponse } from "node:http";
import { HttpProblem, invalidField, readJson, sendJson, type JsonBody } from "./http.js";
import { collection } from "./paymentsApi.js";
import type { OrderRequest, Store } from "./store.js";

const MIN_AMOUNT = 100; // Razorpay refuses orders under ₹1.00
const MAX_NOTES = 15;

/** The Orders API routes the functions call (the caller checks Basic auth); false for others. */
export async function handleOrdersApi(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  store: Store,
): Promise<boolean> {
  if (path === "/v1/orders" && req.method === "POST") {
    const order = store.createOrder(validOrderRequest(await readJson(req)));
    sendJson(res, 200, order);
    return true;
  }
  const match = /^\/v1\/orders\/([^/]+)(\/payments)?\/?$/.exec(path);
  if (!match || req.method !== "GET") return false;
  const order = store.orders.get(decodeURIComponent(match[1]!));
  if (!order) throw new HttpProblem(400, "The id provided does not exist");
  if (!match[2]) {
    sendJson(res, 200, order);
  } else {
    // Every payment on the order, whatever its state, newest first, as Razorpay lists them.
    sendJson(res, 200, collection(store.paymentsOf(order.id)));
  }
  return true;
}

/** Razorpay's own validation messages for the fields the shop sends. */
function validOrderRequest(body: JsonBody): OrderRequest {
  const { amount, currency = "INR", receipt, notes } = body;
  if (amount === undefined || amount === null) {
    throw invalidField("amount", "The amount field is required.");
  }
  if (typeof amount !== "number" || !Number.isInteger(amount)) {
    throw invalidField("amount", "The amount must be an integer.");
  }
  if (amount < MIN_AMOUNT) throw invalidField("amount", "The amount must be atleast INR 1.00");
  if (typeof currency !== "string" || !/^[A-Z]{3}$/.test(currency)) {
    throw invalidField("currency", "The currency field is invalid.");
  }
  if (receipt !== undefined && (typeof receipt !== "string" || receipt.length > 40)) {
    throw invalidField("receipt", "The receipt may not be greater than 40 characters.");
  }
  if (notes !== undefined && (typeof notes !== "object" || notes === null)) {
    throw invalidField("notes", "The notes field must be an object.");
  }
  if (notes && Object.keys(notes).length > MAX_NOTES) {
    throw invalidField("notes", `Number of notes fields cannot exceed ${MAX_NOTES}`);
  }
  return { amount, currency, receipt, notes };
}
