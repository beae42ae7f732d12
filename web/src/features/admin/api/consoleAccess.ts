import { getAuthClient } from "../../../lib/firebase";
import { withTimeLimit } from "../../../lib/timeLimit";

/** How long the console waits for Auth to issue a fresh token. */
export const ACCESS_TIME_LIMIT_MS = 10_000;

/**
 * Whether the signed-in user holds the `admin` claim, the one thing the
 * rules and the console's callables trust (docs/admin.md). Asked of a freshly
 * issued token: a grant or revoke by `npm run admin` since the saved token
 * was issued counts from the moment the console opens, and every read and
 * call the console then makes carries the new token.
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
