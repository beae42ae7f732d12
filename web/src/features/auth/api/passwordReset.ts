import { getAuthClient } from "../../../lib/firebase";
import { AUTH_TIME_LIMIT_MS } from "./authTimeLimits";
import { authErrorCode } from "./errors";
import { emailLinkSettings } from "./emailLinks";

/** auth/user-not-found is swallowed: the form never tells which addresses are registered. */
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
