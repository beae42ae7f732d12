import { getAuth } from "firebase-admin/auth";
import { logger } from "firebase-functions";
import { HttpsError, type CallableRequest } from "firebase-functions/v2/https";
import { ADMIN_MESSAGES, MESSAGES } from "../domain";
import { db } from "./firestore";

/* Who may call: the customer and operator checks onContractCall (callable.ts) runs first. */

/** The ways a customer signs in (docs/product.md §7): e-mail and password, or Google. */
const CUSTOMER_PROVIDERS = new Set(["password", "google.com"]);

/**
 * The signed-in customer's uid; only e-mail and Google accounts are customers (anonymous, phone or
 * custom sessions are refused as signed out).
 */
export function requireUser(request: CallableRequest<unknown>, message: string): string {
  const uid = request.auth?.uid;
  const token = request.auth?.token;
  const provider = token?.firebase?.sign_in_provider;
  if (!uid || !provider || !CUSTOMER_PROVIDERS.has(provider)) {
    throw new HttpsError("unauthenticated", message);
  }
  // docs/product.md §4: an account may act only once its address is verified, whatever the
  // provider: Google vouches only for the addresses it verified itself (email_verified).
  if (token.email_verified !== true) {
    throw new HttpsError("failed-precondition", MESSAGES.emailNotVerified);
  }
  return uid;
}

/**
 * The caller's uid when their token carries the admin claim (docs/admin.md); else unauthenticated
 * or permission-denied.
 */
export function requireAdmin(request: CallableRequest<unknown>): string {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError("unauthenticated", ADMIN_MESSAGES.signIn);
  if (request.auth?.token.admin !== true) {
    throw new HttpsError("permission-denied", ADMIN_MESSAGES.notAdmin);
  }
  return uid;
}

/**
 * For callables that move money: the admin claim re-read from the raw ID token with revocation
 * checked, so a revoked operator loses it at once, not within the hour.
 */
export async function requireUnrevokedAdmin(request: CallableRequest<unknown>): Promise<string> {
  const uid = requireAdmin(request);
  const header = request.rawRequest?.headers?.authorization;
  const idToken = typeof header === "string" ? /^Bearer (\S+)$/.exec(header)?.[1] : undefined;
  if (!idToken) throw new HttpsError("permission-denied", ADMIN_MESSAGES.notAdmin);
  db(); // the Admin SDK's app, which getAuth needs
  const claims = await getAuth()
    .verifyIdToken(idToken, true)
    .catch((error: unknown) => {
      const code = (error as { code?: unknown } | null)?.code;
      // Auth's own answer on the token (revoked, disabled, expired, malformed) is a refusal.
      if (typeof code !== "string" || !code.startsWith("auth/")) throw error;
      logger.warn("an admin money action with a token that did not verify", { uid, code });
      throw new HttpsError("permission-denied", ADMIN_MESSAGES.notAdmin);
    });
  if (claims.uid !== uid || claims.admin !== true) {
    throw new HttpsError("permission-denied", ADMIN_MESSAGES.notAdmin);
  }
  return uid;
}
