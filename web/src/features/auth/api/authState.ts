import type { User } from "firebase/auth";
import { getAuthClient } from "../../../lib/firebase";

/**
 * The session's two Auth calls (docs/product.md §4): follow who is signed in,
 * and sign out. Both load the Auth SDK on first use, through lib/sdk/auth,
 * so the landing page never waits for it.
 */

/** Firebase Auth's signed-in user, as ../session reads it. */
export type AuthUser = User;

/**
 * Calls `onChange` with the signed-in user now and on every change;
 * `onUnavailable` when the Auth SDK cannot be loaded at all.
 */
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
