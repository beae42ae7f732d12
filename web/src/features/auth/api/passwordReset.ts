import { getAuthClient } from "../../../lib/firebase";
import { AUTH_TIME_LIMIT_MS } from "./authTimeLimits";
import { authErrorCode } from "./errors";
import { emailLinkSettings } from "./emailLinks";

/**
 * Sends Firebase's password-reset e-mail (docs/accounts.md). An address with
 * no account gets the same answer as one with an account (auth/user-not-found
 * is swallowed), so the form never tells a stranger which addresses are
 * registered. The link leads back to the shop's Sign In (emailLinkSettings). Only the "Forgot password?" panel imports this module, so it
 * loads with the panel, not with /login.
 */
export async function sendPasswordReset(email: string): Promise<void> {
  const work = (async () => {
    const [{ sendPasswordResetEmail }, auth] = await Promise.all([
      import("../../../lib/sdk/authAccount"),
      getAuthClient(),
    ]);
    try {
      await sendPasswordResetEmail(auth, email.trim(), emailLinkSettings());
    } catch (error) {
      if (authErrorCode(error) !== "auth/user-not-found") throw error;
    }
  })();
  const { withTimeLimit } = await import("../../../lib/timeLimit");
  return withTimeLimit(work, AUTH_TIME_LIMIT_MS, "Sending the reset e-mail");
}
