import Razorpay from "razorpay";
import type { z } from "zod";
import { razorpayApiUrl, razorpayKeyId, razorpayKeySecret } from "../config";
import {
  orderEntitySchema,
  paymentCollectionSchema,
  type RazorpayOrder,
  type RazorpayPayment,
} from "./razorpaySchemas";

const TIMEOUT_MS = 10_000; // the SDK sets no timeout of its own

/** A failed Razorpay API call, with Razorpay's own description when it gave one. */
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

/**
 * The SDK client for the configured keys. The SDK has no base-URL option, so
 * on the local stack only (RAZORPAY_API_URL set) its axios instance is pointed
 * at the Razorpay emulator; in production the param is empty and the SDK
 * talks to api.razorpay.com untouched.
 */
function client(): Razorpay {
  const keyId = razorpayKeyId.value();
  const keySecret = razorpayKeySecret.value();
  const apiUrl = razorpayApiUrl.value();
  const key = `${keyId}\n${keySecret}\n${apiUrl}`;
  if (cached?.key === key) return cached.client;
  if (!keyId || !keySecret) throw new Error("Razorpay key id or key secret is not configured");
  const rzp = new Razorpay({ key_id: keyId, key_secret: keySecret });
  if (apiUrl) {
    const axios = (rzp.api as unknown as { rq?: { defaults: { baseURL?: string } } }).rq;
    if (!axios) throw new Error("razorpay SDK changed: cannot point it at the emulator");
    axios.defaults.baseURL = apiUrl;
  }
  cached = { key, client: rzp };
  return rzp;
}

async function call<S extends z.ZodType>(
  operation: string,
  schema: S,
  request: (rzp: Razorpay) => Promise<unknown>,
): Promise<z.infer<S>> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new RazorpayApiError(operation, undefined, "timed out")),
      TIMEOUT_MS,
    );
  });
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

export function createRazorpayOrder(request: {
  amount: number;
  currency: "INR";
  receipt: string;
  notes: Record<string, string>;
}): Promise<RazorpayOrder> {
  return call("order create", orderEntitySchema, (rzp) => rzp.orders.create(request));
}

export function fetchRazorpayOrder(razorpayOrderId: string): Promise<RazorpayOrder> {
  return call("order fetch", orderEntitySchema, (rzp) => rzp.orders.fetch(razorpayOrderId));
}

export async function fetchOrderPayments(razorpayOrderId: string): Promise<RazorpayPayment[]> {
  const collection = await call("order payments fetch", paymentCollectionSchema, (rzp) =>
    rzp.orders.fetchPayments(razorpayOrderId),
  );
  return collection.items;
}
