import type { IncomingMessage, ServerResponse } from "node:http";
import { HttpProblem, invalidField, readJson, sendJson, type JsonBody } from "./http.js";
import type { Payments } from "./payments.js";
import type { Refunds } from "./refunds.js";
import type { Store } from "./store.js";
import type { EmulatorPayment } from "./types.js";

const NOT_FOUND = "The id provided does not exist";

/** The Payments and Refunds API subset (the caller checks Basic auth); false for other paths. */
export async function handlePaymentsApi(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  { store, payments, refunds }: { store: Store; payments: Payments; refunds: Refunds },
): Promise<boolean> {
  const refundMatch = /^\/v1\/refunds\/([^/]+)\/?$/.exec(path);
  if (refundMatch && req.method === "GET") {
    sendJson(res, 200, found(store.refunds, refundMatch[1]!));
    return true;
  }
  const match = /^\/v1\/payments\/([^/]+)(?:\/(capture|refund|refunds)(?:\/([^/]+))?)?\/?$/.exec(
    path,
  );
  if (!match) return false;
  const [, id = "", action, refundId] = match;
  const route = `${req.method} ${action ?? ""}${refundId ? "/:id" : ""}`;
  const payment = () => found(store.payments, id);
  const handlers: Record<string, () => unknown> = {
    "GET ": () => payment(),
    "POST capture": async () => capture(payment(), await readJson(req)),
    "POST refund": async () => {
      const key = req.headers["x-refund-idempotency"] as string | undefined;
      return refunds.refund(payment(), await readJson(req), key);
    },
    "GET refunds": () => collection(store.refundsOf(payment().id)),
    "GET refunds/:id": () => {
      const refund = found(store.refunds, refundId!);
      if (refund.payment_id !== payment().id) throw new HttpProblem(400, NOT_FOUND);
      return refund;
    },
  };
  const handler = handlers[route];
  if (!handler) return false;
  sendJson(res, 200, await handler());
  return true;

  /** Razorpay's capture checks, in its order and with its words. */
  function capture(target: EmulatorPayment, body: JsonBody): EmulatorPayment {
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
    return payments.capture(target);
  }
}

/** The entity with this id, or Razorpay's 400 for an unknown id. */
function found<T>(map: Map<string, T>, id: string): T {
  const entity = map.get(decodeURIComponent(id));
  if (!entity) throw new HttpProblem(400, NOT_FOUND);
  return entity;
}

/** Razorpay's list shape, newest first. */
export function collection<T>(items: T[]) {
  const newestFirst = [...items].reverse();
  return { entity: "collection", count: newestFirst.length, items: newestFirst };
}
