import type { RegistrationDetails } from "./profile";
import {
  AUTH_TIME_LIMIT_MS,
  PROFILE_WRITE_TIME_LIMIT_MS,
  authSdk,
  emailLinkSettings,
  withTimeLimit,
} from "./emailLinks";

export type Registration = RegistrationDetails & { email: string; password: string };

/** Signs out at the end: the shopper signs in once verified. */
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

type Unverified =
  | { outcome: "unverified"; resent: true }
  | { outcome: "unverified"; resent: false; error: unknown };
export type PasswordSignIn = { outcome: "signed-in" } | Unverified;
/** Google's answer names the address, which the shopper did not type. */
export type GoogleSignIn = { outcome: "signed-in" } | (Unverified & { email: string });

export function signInWithPassword(email: string, password: string): Promise<PasswordSignIn> {
  const signIn = authSdk().then(async (sdk) => {
    const { user } = await sdk.signInWithEmailAndPassword(sdk.auth, email.trim(), password);
    return user.emailVerified ? ({ outcome: "signed-in" } as const) : closeUnverified(sdk, user);
  });
  return withTimeLimit(signIn, AUTH_TIME_LIMIT_MS, "Signing in");
}

/** docs/product.md §4: an unverified address gets its link again and the session closes. */
async function closeUnverified(
  { auth, sendEmailVerification, signOut }: Awaited<ReturnType<typeof authSdk>>,
  user: Parameters<typeof sendEmailVerification>[0],
): Promise<Unverified> {
  try {
    await sendEmailVerification(user, emailLinkSettings());
    return { outcome: "unverified", resent: true };
  } catch (error) {
    return { outcome: "unverified", resent: false, error };
  } finally {
    await signOut(auth);
  }
}

/** An address Google has not verified is refused like an unverified e-mail account. */
export async function signInWithGoogle(): Promise<GoogleSignIn> {
  const sdk = await authSdk();
  const { auth, signInWithPopup, GoogleAuthProvider, browserPopupRedirectResolver } = sdk;
  const { user } = await signInWithPopup(
    auth,
    new GoogleAuthProvider(),
    browserPopupRedirectResolver,
  );
  if (!user.emailVerified)
    return { ...(await closeUnverified(sdk, user)), email: user.email ?? "" };
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
  return { outcome: "signed-in" };
}
