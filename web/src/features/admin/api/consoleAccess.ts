import { getAuthClient } from "../../../lib/firebase";
import { withTimeLimit } from "../../../lib/timeLimit";

export const ACCESS_TIME_LIMIT_MS = 10_000;

/** A freshly issued token: a grant or revoke by `npm run admin` counts at once (docs/admin.md). */
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
