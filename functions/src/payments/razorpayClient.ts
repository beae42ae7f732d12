import { createHash } from "node:crypto";
import Razorpay from "razorpay";
import { z } from "zod";
import { razorpayApiUrl, razorpayKeyId, razorpayKeySecret } from "../config";

/** What the shop relies on in Razorpay's entities; extra fields pass, empty notes come as `[]`. */
const notes = z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional();

// The fields every entity the shop reads carries.
const entity = <Name extends string>(name: Name) => ({
  id: z.string().min(1),
  entity: z.literal(name),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
});

export const paymentEntitySchema = z.looseObject({
  ...entity("payment"),
  /** null for payments outside the Orders API (payment links, QR codes, other products). */
  order_id: z.string().min(1).nullable(),
  method: z.string().nullish(),
  notes,
  error_code: z.string().nullish(),
  error_description: z.string().nullish(),
});

export const orderEntitySchema = z.looseObject({
  ...entity("order"),
  receipt: z.string().nullish(),
  notes,
});

export const refundEntitySchema = z.looseObject({
  id: z.string().regex(/^rfnd_[A-Za-z0-9]{6,40}$/),
  entity: z.literal("refund"),
  amount: z.number().int().positive(),
  currency: z.string(),
  payment_id: z.string().min(1),
  status: z.enum(["pending", "processed", "failed"]),
  notes,
  created_at: z.number().optional(),
});

export const paymentCollectionSchema = z.looseObject({
  entity: z.literal("collection"),
  count: z.number().int(),
  items: z.array(paymentEntitySchema),
});

/** Only the envelope is required: an unused event kind must still be answered 2xx. */
export const webhookEventSchema = z.looseObject({
  entity: z.literal("event"),
  event: z.string().min(1).max(100),
  payload: z.looseObject({}).optional(),
  created_at: z.number().optional(),
});

/** The payment, or the refund, an event carries, if it carries a usable one. */
const entityOf = (event: WebhookEvent, kind: "payment" | "refund") =>
  (event.payload?.[kind] as { entity?: unknown } | undefined)?.entity;
export const paymentOfEvent = (event: WebhookEvent): RazorpayPayment | undefined =>
  paymentEntitySchema.safeParse(entityOf(event, "payment")).data;
export const refundOfEvent = (event: WebhookEvent): RazorpayRefund | undefined =>
  refundEntitySchema.safeParse(entityOf(event, "refund")).data;

export type RazorpayRefund = z.infer<typeof refundEntitySchema>;
export type RazorpayPayment = z.infer<typeof paymentEntitySchema>;
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

/** Razorpay's ids (order_…, pay_…): letters and digits after the prefix; safe as document ids. */
export const RAZORPAY_ORDER_ID = /^order_[A-Za-z0-9]{6,40}$/;

/** The SDK sets no timeout of its own; a caller on a hot path passes a shorter one. */
const DEFAULT_TIMEOUT_MS = 10_000;

export class RazorpayApiError extends Error {
  constructor(
    readonly operation: string,
    readonly statusCode: number | undefined,
    description: string,
  ) {
    super(`Razorpay ${operation} failed (${statusCode ?? "no response"}): ${description}`);
    this.name = "RazorpayApiError";
  }
}

let cached: { key: string; client: Razorpay } | undefined;

// The SDK may point elsewhere than api.razorpay.com only at a local emulator under the Functions
// emulator with test keys: anywhere else would receive the key secret.
export function emulatorApiUrl(
  apiUrl: string,
  keyId: string,
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  if (!apiUrl) return undefined;
  const host = URL.canParse(apiUrl) ? new URL(apiUrl).hostname : "";
  const problem =
    env.FUNCTIONS_EMULATOR !== "true"
      ? "outside the Functions emulator"
      : keyId.startsWith("rzp_live_")
        ? "with a live key"
        : !/^(localhost|\[::1\]|127\.\d+\.\d+\.\d+)$/.test(host)
          ? "to a host that is not this machine"
          : undefined;
  if (problem) throw new Error(`RAZORPAY_API_URL is set ${problem}; refusing to use it`);
  return apiUrl;
}

/** The SDK's axios instance (the SDK has no base-URL option, and its refund drops a header). */
type SdkHttp = {
  defaults: { baseURL?: string };
  post(url: string, data: unknown, config: object): Promise<{ data: unknown }>;
};

function sdkHttp(rzp: Razorpay): SdkHttp {
  const http = (rzp.api as unknown as { rq?: SdkHttp }).rq;
  if (!http) throw new Error("razorpay SDK changed: no HTTP client to reach Razorpay with");
  return http;
}

function client(): Razorpay {
  const keyId = razorpayKeyId.value();
  const keySecret = razorpayKeySecret.value();
  const apiUrl = emulatorApiUrl(razorpayApiUrl.value(), keyId);
  const key = `${keyId}\n${keySecret}\n${apiUrl ?? ""}`;
  if (cached?.key === key) return cached.client;
  if (!keyId || !keySecret) throw new Error("Razorpay key id or key secret is not configured");
  const rzp = new Razorpay({ key_id: keyId, key_secret: keySecret });
  if (apiUrl) sdkHttp(rzp).defaults.baseURL = apiUrl;
  cached = { key, client: rzp };
  return rzp;
}

async function call<S extends z.ZodType>(
  operation: string,
  schema: S,
  request: (rzp: Razorpay) => Promise<unknown>,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<z.infer<S>> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new RazorpayApiError(operation, undefined, "timed out");
  const timeout = new Promise<never>(
    (_, reject) => (timer = setTimeout(reject, timeoutMs, timedOut)),
  );
  try {
    const answer = await Promise.race([request(client()), timeout]);
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw new RazorpayApiError(operation, 200, "unexpected answer shape");
    return parsed.data;
  } catch (error) {
    throw asApiError(operation, error);
  } finally {
    clearTimeout(timer);
  }
}

/** The SDK rejects with {statusCode, error: {description}}, or a TypeError when there was no response. */
function asApiError(operation: string, error: unknown): RazorpayApiError {
  if (error instanceof RazorpayApiError) return error;
  const sdk = error as { statusCode?: unknown; error?: { description?: unknown } };
  const status = typeof sdk?.statusCode === "number" ? sdk.statusCode : undefined;
  const description =
    typeof sdk?.error?.description === "string"
      ? sdk.error.description
      : error instanceof Error
        ? error.message
        : String(error);
  return new RazorpayApiError(operation, status, description);
}

type Notes = Record<string, string>;

export function createRazorpayOrder(request: {
  amount: number;
  currency: "INR";
  receipt: string;
  notes: Notes;
}) {
  return call("order create", orderEntitySchema, (rzp) => rzp.orders.create(request));
}

export async function fetchOrderPayments(razorpayOrderId: string, timeoutMs?: number) {
  const fetch = (rzp: Razorpay) => rzp.orders.fetchPayments(razorpayOrderId);
  return (await call("order payments fetch", paymentCollectionSchema, fetch, timeoutMs)).items;
}

export function fetchPayment(paymentId: string, timeoutMs?: number) {
  const fetch = (rzp: Razorpay) => rzp.payments.fetch(paymentId);
  return call("payment fetch", paymentEntitySchema, fetch, timeoutMs);
}

/** Razorpay's answer when the payment was captured meanwhile (auto-capture, another caller). */
export const ALREADY_CAPTURED = "This payment has already been captured";

/** Captures an authorised payment for exactly its amount (the caller checked it is the order's). */
export function capturePayment(payment: RazorpayPayment, timeoutMs?: number) {
  const capture = (rzp: Razorpay) =>
    rzp.payments.capture(payment.id, payment.amount, payment.currency);
  return call("payment capture", paymentEntitySchema, capture, timeoutMs);
}

/** Same uid, order and request key, same key: a repeated request makes no second refund. */
export function refundIdempotencyKey(uid: string, orderId: string, requestKey: string): string {
  const digest = createHash("sha256").update(`${uid}/${orderId}/${requestKey}`).digest("hex");
  return `shop-${digest.slice(0, 40)}`;
}

// Through the SDK's HTTP client: its payments.refund drops the X-Refund-Idempotency header.
// `notes` let a webhook that arrives before the callable's write find the request.
export function createRefund(
  { paymentId, amount, idempotencyKey, notes }: RefundRequest,
  timeoutMs: number,
) {
  const url = `/v1/payments/${encodeURIComponent(paymentId)}/refund`;
  const headers = { "X-Refund-Idempotency": idempotencyKey };
  const refund = async (rzp: Razorpay) => {
    const answer = await sdkHttp(rzp)
      .post(url, { amount, notes }, { headers })
      .catch((error: { response?: { status?: unknown; data?: { error?: unknown } } }) => {
        // The SDK's own error shape ({statusCode, error}), which asApiError reads.
        const { response } = error;
        throw response ? { statusCode: response.status, error: response.data?.error } : error;
      });
    return answer.data;
  };
  return call("refund create", refundEntitySchema, refund, timeoutMs);
}
type RefundRequest = { paymentId: string; amount: number; idempotencyKey: string; notes: Notes };
