import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Razorpay's hex HMAC-SHA256 (checkout: `${razorpay_order_id}|${razorpay_payment_id}`, key secret;
 * webhook: raw body, webhook secret), compared in constant time so timing tells forgers nothing.
 */
export function checkoutSignatureValid(
  razorpayOrderId: string,
  paymentId: string,
  signature: string,
  keySecret: string,
): boolean {
  return hexEqual(hmacHex(`${razorpayOrderId}|${paymentId}`, keySecret), signature);
}

export function webhookSignatureValid(
  rawBody: Buffer | string,
  signature: string | undefined,
  webhookSecret: string,
): boolean {
  if (!signature) return false;
  return hexEqual(hmacHex(rawBody, webhookSecret), signature);
}

function hmacHex(message: Buffer | string, secret: string): string {
  // An unset secret must never make every signature "valid" for an empty key.
  if (!secret) throw new Error("Razorpay secret is not configured");
  return createHmac("sha256", secret).update(message).digest("hex");
}

/** timingSafeEqual needs equal lengths; a length difference is itself a mismatch. */
function hexEqual(expected: string, given: string): boolean {
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(given, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}
