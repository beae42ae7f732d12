import { getAuthClient } from "../../../lib/firebase";
import { paths } from "../../../config/paths";
import { authErrorCode } from "./errors";

/** The Auth SDK gives up only after 30 s; the shopper is told sooner, keeping the form. */
export const AUTH_TIME_LIMIT_MS = 20_000;

/** Firestore Lite has no limit of its own; past this the registration is undone. */
export const PROFILE_WRITE_TIME_LIMIT_MS = 10_000;

/** Back to Sign In; its domain must be one of Auth's authorised domains (docs/deploy.md §4). */
export function emailLinkSettings(): { url: string } {
  return { url: new URL(paths.login, window.location.origin).href };
}

/** Same-origin paths only, never another site (no open redirect). */
export function continuePath(continueUrl: string | null): string {
  if (!continueUrl) return paths.login;
  try {
    const url = new URL(continueUrl, window.location.origin);
    if (url.origin !== window.location.origin) return paths.login;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return paths.login;
  }
}

/** The account screens' Auth SDK (docs/product.md §4, §7), loaded on first use. */
export async function authSdk() {
  const [sdk, auth] = await Promise.all([import("../../../lib/sdk/authAccount"), getAuthClient()]);
  return { ...sdk, auth };
}

/** Loaded on first use: in the forms' first download it would be a chunk of its own. */
export async function withTimeLimit<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  // Handled below: a refusal back before the module loads was an unhandled rejection (a spent link).
  work.catch(() => undefined);
  const timeLimit = await import("../../../lib/timeLimit");
  return timeLimit.withTimeLimit(work, ms, what);
}

/** One call of the Auth SDK under the account calls' time limit. */
function withAuth<T>(what: string, call: (sdk: Awaited<ReturnType<typeof authSdk>>) => Promise<T>) {
  return withTimeLimit(authSdk().then(call), AUTH_TIME_LIMIT_MS, what);
}

/** The address a reset code is for; rejects an expired, used or invalid code. */
export function checkResetCode(code: string): Promise<string> {
  return withAuth("Checking the reset link", (sdk) => sdk.verifyPasswordResetCode(sdk.auth, code));
}

export function setNewPassword(code: string, password: string): Promise<void> {
  return withAuth("Saving the new password", (sdk) =>
    sdk.confirmPasswordReset(sdk.auth, code, password),
  );
}

export function confirmEmail(code: string): Promise<void> {
  return withAuth("Verifying the email address", (sdk) => sdk.applyActionCode(sdk.auth, code));
}

/** auth/user-not-found is swallowed: the form never tells which addresses are registered. */
export function sendPasswordReset(email: string): Promise<void> {
  return withAuth("Sending the reset e-mail", (sdk) =>
    sdk
      .sendPasswordResetEmail(sdk.auth, email.trim(), emailLinkSettings())
      .catch((error: unknown) => {
        if (authErrorCode(error) !== "auth/user-not-found") throw error;
      }),
  );
}
