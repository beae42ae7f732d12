import { createHmac, timingSafeEqual } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseEnv } from "node:util";

// The not-secret values the Functions emulator reads too (env wins), so both sides agree without a
// second copy; src/ (tests) and dist/ (built) both sit three levels down.
const SECRET_FILE = fileURLToPath(new URL("../../../functions/.secret.local", import.meta.url));

/** Key id, key secret and webhook secret for the local stack; throws naming what is missing. */
export function localRazorpayConfig(env: Record<string, string | undefined> = process.env) {
  const file = parseEnv(readFileSync(SECRET_FILE, "utf8"));
  const secret = (name: string) => env[name] || file[name] || "";
  const missing = ["RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"].filter((n) => !secret(n));
  if (missing.length > 0) {
    throw new Error(
      `Razorpay emulator: no value for ${missing.join(", ")} (env or ${SECRET_FILE})`,
    );
  }
  return {
    keyId: env.RAZORPAY_KEY_ID || "rzp_test_localemulator",
    keySecret: secret("RAZORPAY_KEY_SECRET"),
    webhookSecret: secret("RAZORPAY_WEBHOOK_SECRET"),
  };
}

// Razorpay's schemes, exact so the functions' real verification runs here: hex HMAC-SHA256 of
// `${order_id}|${payment_id}` with the key secret (checkout), the raw body with the webhook secret.
export const checkoutSignature = (orderId: string, paymentId: string, keySecret: string) =>
  hmacHex(`${orderId}|${paymentId}`, keySecret);

export const webhookSignature = (rawBody: string | Buffer, webhookSecret: string) =>
  hmacHex(rawBody, webhookSecret);

function hmacHex(message: string | Buffer, secret: string): string {
  if (!secret) throw new Error("A signing secret is required");
  return createHmac("sha256", secret).update(message).digest("hex");
}

export function sameSecret(given: unknown, expected: string): boolean {
  const a = Buffer.from(String(given));
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Checks a Basic auth header as Razorpay's API does: null when accepted, else the error text. */
export function basicAuthProblem(header = "", keyId: string, keySecret: string): string | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header);
  if (!match) return "Please provide your api key for authentication purposes.";
  const decoded = Buffer.from(match[1]!, "base64").toString("utf8");
  return sameSecret(decoded, `${keyId}:${keySecret}`) ? null : "Authentication failed";
}
