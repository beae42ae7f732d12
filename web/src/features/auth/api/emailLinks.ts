import type { Auth } from "firebase/auth";
import { getAuthClient } from "../../../lib/firebase";
import { paths } from "../../../config/paths";
import { AUTH_TIME_LIMIT_MS } from "./authTimeLimits";
import type * as AuthAccountSdk from "../../../lib/sdk/authAccount";

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

/** One call of the Auth SDK, loaded on first use, under the account calls' time limit. */
async function withAuth<T>(
  what: string,
  call: (sdk: typeof AuthAccountSdk, auth: Auth) => Promise<T>,
): Promise<T> {
  const work = (async () => {
    const [sdk, auth] = await Promise.all([
      import("../../../lib/sdk/authAccount"),
      getAuthClient(),
    ]);
    return call(sdk, auth);
  })();
  const { withTimeLimit } = await import("../../../lib/timeLimit");
  return withTimeLimit(work, AUTH_TIME_LIMIT_MS, what);
}

/** The address a reset code is for; rejects an expired, used or invalid code. */
export function checkResetCode(code: string): Promise<string> {
  return withAuth("Checking the reset link", (sdk, auth) =>
    sdk.verifyPasswordResetCode(auth, code),
  );
}

export function setNewPassword(code: string, password: string): Promise<void> {
  return withAuth("Saving the new password", (sdk, auth) =>
    sdk.confirmPasswordReset(auth, code, password),
  );
}

/** Marks the address of a verification code as verified. */
export function confirmEmail(code: string): Promise<void> {
  return withAuth("Verifying the email address", (sdk, auth) => sdk.applyActionCode(auth, code));
}
