import { create } from "zustand";
import { getAuthClient } from "../../lib/firebase";

/** Spec §4 Auth: loading, then signed-in or signed-out. */
export type AuthStatus = "loading" | "signed-in" | "signed-out";

export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
}

interface SessionState {
  status: AuthStatus;
  user: SessionUser | null;
  /** True only when the stored profile says admin: true (spec §4). */
  isAdmin: boolean;
}

export const useSession = create<SessionState>()(() => ({
  status: "loading",
  user: null,
  isAdmin: false,
}));

let listening = false;

/**
 * Subscribes once to Firebase Auth. Called after first paint (see
 * app/layout/Layout), so the Auth SDK never delays the landing page.
 */
export function startSessionListener(): void {
  if (listening) return;
  listening = true;
  void getAuthClient().then(async (auth) => {
    const { onAuthStateChanged } = await import("firebase/auth");
    onAuthStateChanged(auth, (user) => {
      useSession.setState(
        user
          ? {
              status: "signed-in",
              user: {
                uid: user.uid,
                email: user.email,
                displayName: user.displayName,
                photoURL: user.photoURL,
                emailVerified: user.emailVerified,
              },
              isAdmin: false,
            }
          : { status: "signed-out", user: null, isAdmin: false },
      );
    });
  });
}

/** Spec §2: Logout signs out; a failure is only logged (spec §8). */
export async function signOutUser(): Promise<void> {
  try {
    const [{ signOut }, auth] = await Promise.all([import("firebase/auth"), getAuthClient()]);
    await signOut(auth);
  } catch (error) {
    console.error("Sign-out failed", error);
  }
}
