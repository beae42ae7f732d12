import type { User } from "firebase/auth";
import { getAuthClient } from "../../../lib/firebase";

export type AuthUser = User;

/** Loads the Auth SDK on first use, so the landing page never waits; `onUnavailable` if it cannot. */
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
