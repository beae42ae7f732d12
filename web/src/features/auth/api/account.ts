import { getAuthClient } from "../../../lib/firebase";
import { AUTH_TIME_LIMIT_MS, PROFILE_WRITE_TIME_LIMIT_MS } from "./authTimeLimits";
import type { RegistrationDetails } from "./profile";
import { emailLinkSettings } from "./emailLinks";

/**
 * Every Auth SDK call the account screens make (docs/product.md §4, §7). Errors are the
 * SDK's own; the hooks turn their codes into sentences (./errors). The SDK is
 * imported on first use, so the forms paint without it; by the time someone
 * presses a button the session listener has usually loaded it already.
 */
async function authSdk() {
  const [sdk, auth] = await Promise.all([import("../../../lib/sdk/authAccount"), getAuthClient()]);
  return { ...sdk, auth };
}

/**
 * lib/timeLimit's withTimeLimit, loaded on first use like the SDK: in the
 * forms' first download it would be a chunk of its own (docs/performance.md).
 */
async function withTimeLimit<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  const timeLimit = await import("../../../lib/timeLimit");
  return timeLimit.withTimeLimit(work, ms, what);
}

export interface Registration extends RegistrationDetails {
  email: string;
  password: string;
}

/**
 * Creates the account, names it, stores its profile and sends the
 * verification e-mail, then signs out: the shopper signs in once verified.
 */
export async function registerAccount(input: Registration): Promise<void> {
  const { auth, createUserWithEmailAndPassword, updateProfile, sendEmailVerification, signOut } =
    await authSdk();
  const { user } = await createUserWithEmailAndPassword(auth, input.email.trim(), input.password);
  try {
    try {
      await updateProfile(user, {
        displayName: `${input.firstName.trim()} ${input.lastName.trim()}`,
      });
      const { createPasswordProfile } = await import("./profile");
      await withTimeLimit(
        createPasswordProfile(user, input),
        PROFILE_WRITE_TIME_LIMIT_MS,
        "Storing the profile",
      );
    } catch (error) {
      // No half-made account: the same e-mail address can be registered again.
      await user.delete().catch((cause: unknown) => console.error("Rollback failed", cause));
      throw error;
    }
    // Not fatal: signing in with an unverified address sends the link again.
    await sendEmailVerification(user, emailLinkSettings()).catch((cause: unknown) =>
      console.error("Verification e-mail not sent", cause),
    );
  } finally {
    await signOut(auth);
  }
}

export type PasswordSignIn =
  | { outcome: "signed-in" }
  | { outcome: "unverified"; resent: true }
  | { outcome: "unverified"; resent: false; error: unknown };

/**
 * Signs in with e-mail and password. An address that is not verified yet
 * gets its link sent again and the session is closed (docs/product.md §4).
 */
export function signInWithPassword(email: string, password: string): Promise<PasswordSignIn> {
  return withTimeLimit(passwordSignIn(email, password), AUTH_TIME_LIMIT_MS, "Signing in");
}

async function passwordSignIn(email: string, password: string): Promise<PasswordSignIn> {
  const { auth, signInWithEmailAndPassword, sendEmailVerification, signOut } = await authSdk();
  const { user } = await signInWithEmailAndPassword(auth, email.trim(), password);
  if (user.emailVerified) return { outcome: "signed-in" };
  try {
    await sendEmailVerification(user, emailLinkSettings());
    return { outcome: "unverified", resent: true };
  } catch (error) {
    return { outcome: "unverified", resent: false, error };
  } finally {
    await signOut(auth);
  }
}

/** Google popup sign-in; the profile is created only when it is absent (docs/product.md §4). */
export async function signInWithGoogle(): Promise<void> {
  const { auth, signInWithPopup, GoogleAuthProvider, browserPopupRedirectResolver } =
    await authSdk();
  const { user } = await signInWithPopup(
    auth,
    new GoogleAuthProvider(),
    browserPopupRedirectResolver,
  );
  try {
    const { ensureGoogleProfile } = await import("./profile");
    await withTimeLimit(
      ensureGoogleProfile(user),
      PROFILE_WRITE_TIME_LIMIT_MS,
      "Storing the Google profile",
    );
  } catch (error) {
    // The session is valid without it; the next Google sign-in tries again.
    console.error("Google profile not stored", error);
  }
}
