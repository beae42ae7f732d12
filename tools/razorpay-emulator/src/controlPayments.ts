import type { IncomingMessage, ServerResponse } from "node:http";
import type { Controlled } from "./control.js";
import { HttpProblem, readJson, sendJson } from "./http.js";
import { CAPTURE_MODES, METHODS, type LatePayment, type PaymentDetails } from "./payments.js";
import { REFUND_OUTCOMES } from "./refunds.js";
import { assign, type FieldKind } from "./settings.js";

type StandaloneStatus = "captured" | "authorized" | "failed";
const STANDALONE_STATUSES: readonly StandaloneStatus[] = ["captured", "authorized", "failed"];

/** A standalone payment: its details, with a currency and status filled in when not given. */
interface StandaloneRequest extends PaymentDetails {
  currency: string;
  status: StandaloneStatus;
}

/**
 * Payment test controls (never Razorpay's API), listed in docs/razorpay-emulator.md; false when the
 * route is none of them.
 */
export async function handlePaymentControls(
  req: IncomingMessage,
  res: ServerResponse,
  route: string,
  { settings, store, payments }: Pick<Controlled, "settings" | "store" | "payments">,
): Promise<boolean> {
  if (route === "POST /_emulator/payments") {
    assign(settings.payments, await readJson(req), {
      capture: CAPTURE_MODES,
      captureDelayMs: "count",
    });
    sendJson(res, 200, settings.payments);
    return true;
  }
  if (route === "POST /_emulator/refunds") {
    assign(settings.refunds, await readJson(req), { outcome: REFUND_OUTCOMES, delayMs: "count" });
    sendJson(res, 200, settings.refunds);
    return true;
  }
  if (route === "POST /_emulator/checkout") {
    assign(settings.checkout, await readJson(req), { handler: ["runs", "lost"] });
    sendJson(res, 200, settings.checkout);
    return true;
  }
  if (route === "POST /_emulator/payments/standalone") {
    const request: StandaloneRequest = { currency: "INR", status: "captured" };
    assign(request, await readJson(req), {
      amount: "count",
      currency: "string",
      status: STANDALONE_STATUSES,
      ...DETAILS,
    });
    if (request.amount === undefined || !Number.isInteger(request.amount) || request.amount < 100) {
      throw new HttpProblem(400, "amount must be a whole number of paise ≥ 100");
    }
    if (!/^[A-Z]{3}$/.test(request.currency))
      throw new HttpProblem(400, "currency must be ISO 4217");
    const payment = payments.create(null, request);
    if (request.status === "failed") payments.fail(payment);
    else payments.authorize(payment);
    if (request.status === "captured") payments.capture(payment);
    sendJson(res, 200, payment);
    return true;
  }
  const late = /^POST \/_emulator\/orders\/([^/]+)\/late-payment$/.exec(route);
  if (late) {
    const order = store.orders.get(decodeURIComponent(late[1]!));
    if (!order) throw new HttpProblem(400, "The id provided does not exist");
    const request: LatePayment = { afterMs: 0, capture: "auto", failFirst: false };
    assign(request, await readJson(req), {
      afterMs: "count",
      capture: ["auto", "manual"],
      failFirst: "boolean",
      ...DETAILS,
    });
    sendJson(res, 200, payments.late(order, request));
    return true;
  }
  return false;
}

/** What a payment may be given besides its amount. */
const DETAILS: Record<string, FieldKind> = {
  notes: "object",
  method: METHODS,
  email: "string",
  contact: "string",
  description: "string",
};
