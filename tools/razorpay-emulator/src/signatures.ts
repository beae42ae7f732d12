import { createHmac, timingSafeEqual } from "node:crypto";

// Razorpay's schemes, exact so the functions' real verification runs here: hex HMAC-SHA256 of
// `${order_id}|${payment_id}` with the key secret (checkout), the raw body with the webhook secret.
export function checkoutSignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmacHex(`${orderId}|${paymentId}`, keySecret);
}

export function webhookSignature(rawBody: string | Buffer, webhookSecret: string): string {
  return hmacHex(rawBody, webhookSecret);
}

function hmacHex(message: string | Buffer, secret: string): string {
  if (!secret) throw new Error("A signing secret is required");
  return createHmac("sha256", secret).update(message).digest("hex");
}

/** Constant-time string comparison (different lengths are simply unequal). */
export function sameSecret(given: unknown, expected: string): boolean {
  const a = Buffer.from(String(given));
  const b = Buffer.from(String(expected));
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Checks a Basic auth header as Razorpay's API does: null when accepted, else the error text. */
export function basicAuthProblem(
  header: string | undefined,
  keyId: string,
  keySecret: string,
): string | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? "");
  if (!match) return "Please provide your api key for authentication purposes.";
  const decoded = Buffer.from(match[1]!, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return "Authentication failed";
  const id = decoded.slice(0, colon);
  const secret = decoded.slice(colon + 1);
  const ok = sameSecret(id, keyId) && sameSecret(secret, keySecret);
  return ok ? null : "Authentication failed";
}
