import { getAuthClient } from "../../../lib/firebase";
import { withTimeLimit } from "../../../lib/timeLimit";

/** How long the console waits for Auth to issue a fresh token. */
export const ACCESS_TIME_LIMIT_MS = 10_000;

/**
 * Asks a freshly issued token, so a grant or revoke by `npm run admin` counts as soon as the
 * console opens (docs/admin.md); later reads and calls carry that token.
 */
export async function hasAdminClaim(): Promise<boolean> {
  const auth = await withTimeLimit(getAuthClient(), ACCESS_TIME_LIMIT_MS, "Auth");
  const user = auth.currentUser;
  if (!user) return false;
  const { claims } = await withTimeLimit(
    user.getIdTokenResult(true),
    ACCESS_TIME_LIMIT_MS,
    "a fresh ID token",
  );
  return claims.admin === true;
}
