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
  /**
   * True only when the stored profile says admin: true (docs/product.md §4),
   * which the server mirrors from the token's admin claim (docs/admin.md).
   */
  isAdmin: boolean;
}

export const useSession = create<SessionState>()(() => ({
  status: "loading",
  user: null,
  isAdmin: false,
}));

type AuthUser = Pick<FirebaseUser, keyof SessionUser>;

/**
 * An account counts as signed in only once its address is verified (an
 * e-mail account's by its link, a Google one's by Google): registration and
 * an unverified sign-in hold a session for a moment, and the shop must not
 * flash the account menu or unlock guarded pages meanwhile.
 */
export function sessionUserOf(user: AuthUser | null): SessionUser | null {
  if (!user?.emailVerified) return null;
  const { uid, email, displayName, photoURL, emailVerified } = user;
  return { uid, email, displayName, photoURL, emailVerified };
}

/**
 * The session once Auth has decided. A shopper can press Add to Cart or Buy
 * Now on a freshly loaded page before Auth has read their saved sign-in;
 * deciding then would tell a signed-in shopper to log in. The listener itself
 * is started by the layout and the route guards.
 */
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

/**
 * Reads the admin flag after sign-in (one REST request, no Firestore SDK).
 * Nothing the shopper sees depends on it, so it waits until the page the
 * sign-in unlocked has painted: its CORS preflight and read stay off the
 * way to that paint.
 */
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

/**
 * Subscribes once to Firebase Auth. Called after first paint (see
 * app/layout/Layout, and the route guards), so the Auth SDK never delays the
 * landing page.
 */
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
