import { HttpsError, type CallableRequest } from "firebase-functions/v2/https";
import { logger } from "firebase-functions";
import type { z } from "zod";
import { DomainError, firstIssue } from "../domain";

/** The ways a customer signs in (docs/product.md §7): e-mail and password, or Google. */
const CUSTOMER_PROVIDERS = new Set(["password", "google.com"]);

/**
 * The signed-in customer's uid, or `unauthenticated` with the spec's words.
 * Only e-mail and Google accounts are customers: an anonymous, phone or
 * custom-token session (should one ever be enabled) is refused like a
 * signed-out visitor.
 */
export function requireUser(request: CallableRequest<unknown>, message: string): string {
  const uid = request.auth?.uid;
  const token = request.auth?.token;
  const provider = token?.firebase?.sign_in_provider;
  if (!uid || !provider || !CUSTOMER_PROVIDERS.has(provider)) {
    throw new HttpsError("unauthenticated", message);
  }
  // docs/product.md §4: an e-mail account may act only once its address is verified.
  if (provider === "password" && token.email_verified !== true) {
    throw new HttpsError("failed-precondition", "Your email is not verified yet.");
  }
  return uid;
}

/** Validates untrusted input; the first problem becomes an `invalid-argument` message. */
export function parseInput<T extends z.ZodType>(schema: T, data: unknown): z.infer<T> {
  const result = schema.safeParse(data ?? {});
  if (!result.success) throw new HttpsError("invalid-argument", firstIssue(result.error));
  return result.data;
}

/**
 * Runs a handler body so that every refusal leaves as a typed HttpsError and
 * anything unexpected is logged and answered with the caller's fallback text.
 */
export async function answer<T>(what: string, fallback: string, body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (error) {
    if (error instanceof HttpsError) throw error;
    if (error instanceof DomainError) throw new HttpsError(error.code, error.message);
    logger.error(`${what} failed`, { error: error instanceof Error ? error.stack : String(error) });
    throw new HttpsError("internal", fallback);
  }
}
