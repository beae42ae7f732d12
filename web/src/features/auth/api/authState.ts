import type { User } from "firebase/auth";
import { getAuthClient } from "../../../lib/firebase";

/** Both load the Auth SDK on first use, so the landing page never waits for it. */

/** Firebase Auth's signed-in user, as ../session reads it. */
export type AuthUser = User;

/** `onUnavailable` fires when the Auth SDK cannot be loaded at all. */
export function watchAuthUser(
  onChange: (user: AuthUser | null) => void,
  onUnavailable: (error: unknown) => void,
): void {
  void Promise.all([getAuthClient(), import("../../../lib/sdk/auth")]).then(
    ([auth, { onAuthStateChanged }]) => {
      onAuthStateChanged(auth, onChange);
    },
    onUnavailable,
  );
}

export async function signOutOfAuth(): Promise<void> {
  const [{ signOut }, auth] = await Promise.all([import("../../../lib/sdk/auth"), getAuthClient()]);
  await signOut(auth);
}
