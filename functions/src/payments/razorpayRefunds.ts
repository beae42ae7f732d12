import { createHash } from "node:crypto";
import { call } from "./razorpayClient";
import { refundEntitySchema, type RazorpayRefund } from "./razorpaySchemas";

/*
 * Razorpay's Refunds API (docs/payments.md, "Refunds") through the SDK's HTTP client:
 * payments.refund drops the X-Refund-Idempotency header.
 */

interface SdkHttp {
  post(
    url: string,
    data: unknown,
    config: { headers: Record<string, string> },
  ): Promise<{ data: unknown }>;
}

/** Same uid, order and request key, same key: a repeated request makes no second refund. */
export function refundIdempotencyKey(uid: string, orderId: string, requestKey: string): string {
  const digest = createHash("sha256").update(`${uid}/${orderId}/${requestKey}`).digest("hex");
  return `shop-${digest.slice(0, 40)}`;
}

export interface RefundRequest {
  paymentId: string;
  amount: number;
  idempotencyKey: string;
  /** Lets a webhook that arrives before the callable's write find the request. */
  notes: Record<string, string>;
}

/** POST /v1/payments/:id/refund, in paise, within `timeoutMs`. */
export function createRefund(request: RefundRequest, timeoutMs: number): Promise<RazorpayRefund> {
  return call(
    "refund create",
    refundEntitySchema,
    async (rzp) => {
      const http = (rzp.api as unknown as { rq?: SdkHttp }).rq;
      if (!http) throw new Error("razorpay SDK changed: no HTTP client to send the refund with");
      try {
        const answer = await http.post(
          `/v1/payments/${encodeURIComponent(request.paymentId)}/refund`,
          { amount: request.amount, notes: request.notes },
          { headers: { "X-Refund-Idempotency": request.idempotencyKey } },
        );
        return answer.data;
      } catch (error) {
        throw sdkShaped(error);
      }
    },
    timeoutMs,
  );
}

/** The SDK's own error shape ({statusCode, error}), which the client's error mapping reads. */
function sdkShaped(error: unknown): unknown {
  const response = (error as { response?: { status?: unknown; data?: { error?: unknown } } })
    .response;
  if (!response) return error;
  return { statusCode: response.status, error: response.data?.error };
}
