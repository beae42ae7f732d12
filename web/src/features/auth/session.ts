import { create } from "zustand";
import { afterNextPaint } from "../../lib/schedule";
import { readIsAdmin, type TokenHolder } from "./api/adminFlag";
import { signOutOfAuth, watchAuthUser, type AuthUser as FirebaseUser } from "./api/authState";

/** docs/product.md §4 Auth: loading, then signed-in or signed-out. */
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
  /** From the stored profile (docs/product.md §4), mirrored from the token claim (docs/admin.md). */
  isAdmin: boolean;
}

export const useSession = create<SessionState>()(() => ({
  status: "loading",
  user: null,
  isAdmin: false,
}));

type AuthUser = Pick<FirebaseUser, keyof SessionUser>;

/** Signed in only once verified, or registration would flash the menu and unlock pages. */
export function sessionUserOf(user: AuthUser | null): SessionUser | null {
  if (!user?.emailVerified) return null;
  const { uid, email, displayName, photoURL, emailVerified } = user;
  return { uid, email, displayName, photoURL, emailVerified };
}

/** Add to Cart can be pressed before Auth has read the saved sign-in: wait for it. */
export function settledSession(): Promise<SessionState> {
  const now = useSession.getState();
  if (now.status !== "loading") return Promise.resolve(now);
  return new Promise((resolve) => {
    const stop = useSession.subscribe((state) => {
      if (state.status === "loading") return;
      stop();
      resolve(state);
    });
  });
}

/** Nothing visible depends on the flag: its read waits until the page has painted. */
async function loadAdminFlag(user: TokenHolder): Promise<void> {
  if (useSession.getState().user?.uid !== user.uid) return;
  try {
    const isAdmin = await readIsAdmin(user);
    // The shopper may have signed out (or someone else in) meanwhile.
    if (useSession.getState().user?.uid === user.uid) useSession.setState({ isAdmin });
  } catch (error) {
    console.error("Could not read the profile", error);
  }
}

let listening = false;

/** Called after first paint, so the Auth SDK never delays the landing page. */
export function startSessionListener(): void {
  if (listening) return;
  listening = true;
  watchAuthUser(
    (authUser) => {
      const user = sessionUserOf(authUser);
      useSession.setState({ status: user ? "signed-in" : "signed-out", user, isAdmin: false });
      if (user && authUser) afterNextPaint(() => void loadAdminFlag(authUser));
    },
    (error: unknown) => {
      // Without the Auth SDK nobody is signed in; guarded pages must not wait forever.
      console.error("Auth is unavailable", error);
      useSession.setState({ status: "signed-out", user: null, isAdmin: false });
    },
  );
}

/** docs/product.md §2: Logout signs out; a failure is only logged (docs/product.md §8). */
export async function signOutUser(): Promise<void> {
  try {
    await signOutOfAuth();
  } catch (error) {
    console.error("Sign-out failed", error);
  }
}
