import type { IncomingMessage } from "node:http";
import {
  checkNotesAndReceipt,
  HttpProblem,
  invalidField,
  readJson,
  type JsonBody,
} from "./http.js";
import type { Payments } from "./payments.js";
import type { Refunds } from "./refunds.js";
import type { EmulatorPayment, OrderRequest, Store } from "./store.js";

const NOT_FOUND = "The id provided does not exist";
const MIN_AMOUNT = 100; // Razorpay refuses orders under ₹1.00

interface Api {
  store: Store;
  payments: Payments;
  refunds: Refunds;
}
type Route = [string, RegExp, (api: Api, ids: string[], req: IncomingMessage) => unknown];

// The Orders, Payments and Refunds API subset the functions call, as METHOD, path and answer.
const ROUTES: Route[] = [
  [
    "POST",
    /^\/v1\/orders$/,
    async ({ store }, _, req) => store.createOrder(order(await readJson(req))),
  ],
  ["GET", /^\/v1\/orders\/([^/]+)$/, ({ store }, [id]) => found(store.orders, id)],
  // Every payment on the order, whatever its state, newest first, as Razorpay lists them.
  [
    "GET",
    /^\/v1\/orders\/([^/]+)\/payments$/,
    ({ store }, [id]) => collection(store.paymentsOf(found(store.orders, id).id)),
  ],
  ["GET", /^\/v1\/payments\/([^/]+)$/, ({ store }, [id]) => found(store.payments, id)],
  [
    "POST",
    /^\/v1\/payments\/([^/]+)\/capture$/,
    async ({ store, payments }, [id], req) => {
      const payment = found(store.payments, id);
      return payments.capture(capturable(payment, await readJson(req), payments));
    },
  ],
  [
    "POST",
    /^\/v1\/payments\/([^/]+)\/refund$/,
    async ({ store, refunds }, [id], req) => {
      const payment = found(store.payments, id);
      const key = req.headers["x-refund-idempotency"] as string | undefined;
      return refunds.refund(payment, await readJson(req), key);
    },
  ],
  [
    "GET",
    /^\/v1\/payments\/([^/]+)\/refunds$/,
    ({ store }, [id]) => collection(store.refundsOf(found(store.payments, id).id)),
  ],
  [
    "GET",
    /^\/v1\/payments\/([^/]+)\/refunds\/([^/]+)$/,
    ({ store }, [id, refundId]) => {
      const payment = found(store.payments, id);
      const refund = found(store.refunds, refundId);
      if (refund.payment_id !== payment.id) throw new HttpProblem(400, NOT_FOUND);
      return refund;
    },
  ],
  ["GET", /^\/v1\/refunds\/([^/]+)$/, ({ store }, [id]) => found(store.refunds, id)],
];

/** The answer to an API request (the caller checks Basic auth). */
export async function handleApi(req: IncomingMessage, path: string, api: Api): Promise<unknown> {
  const trimmed = path.replace(/\/$/, "");
  for (const [method, pattern, answer] of ROUTES) {
    const match = pattern.exec(trimmed);
    if (match && req.method === method) return answer(api, match.slice(1), req);
  }
  throw new HttpProblem(400, "The requested URL was not found on the server.");
}

/** The entity with this id, or Razorpay's 400 for an unknown id. */
function found<T>(map: Map<string, T>, id = ""): T {
  const entity = map.get(decodeURIComponent(id));
  if (!entity) throw new HttpProblem(400, NOT_FOUND);
  return entity;
}

/** Razorpay's list shape, newest first. */
function collection<T>(items: T[]) {
  const newestFirst = [...items].reverse();
  return { entity: "collection", count: newestFirst.length, items: newestFirst };
}

/** Razorpay's own validation messages for the fields the shop sends. */
function order(body: JsonBody): OrderRequest {
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
  checkNotesAndReceipt(body, "Number of notes fields cannot exceed 15");
  return { amount, currency, receipt: receipt as string | undefined, notes };
}

/** Razorpay's capture checks, in its order and with its words. */
function capturable(target: EmulatorPayment, body: JsonBody, payments: Payments): EmulatorPayment {
  const { amount, currency } = body;
  if (amount === undefined || amount === null) {
    throw invalidField("amount", "The amount field is required.");
  }
  if (!Number.isInteger(amount)) throw invalidField("amount", "The amount must be an integer.");
  if (currency === undefined || currency === null) {
    throw invalidField("currency", "The currency field is required.");
  }
  if (target.captured) throw new HttpProblem(400, "This payment has already been captured");
  if (target.status !== "authorized") {
    throw new HttpProblem(
      400,
      "Only payments which have been authorized and not yet captured can be captured",
    );
  }
  if (payments.orderOf(target)?.status === "paid") {
    throw new HttpProblem(
      400,
      "Your payment has been declined as the order is already paid. Please initiate the payment with a new order.",
    );
  }
  if (amount !== target.amount) {
    throw invalidField("amount", "Capture amount must be equal to the amount authorized");
  }
  if (currency !== target.currency) {
    throw invalidField("currency", "Capture request currency must be same as payment currency");
  }
  return target;
}
