import { MESSAGES } from "@shop/domain";

/** The SDK's own messages are never shown; unknown codes get the caller's fallback. */
const PROVIDER_MESSAGES: Record<string, string> = {
  "auth/invalid-credential": "Incorrect email or password.",
  "auth/invalid-login-credentials": "Incorrect email or password.",
  "auth/wrong-password": "Incorrect email or password.",
  "auth/user-not-found": "Incorrect email or password.",
  "auth/invalid-email": "That email address is not valid.",
  "auth/missing-password": MESSAGES.enterPassword,
  "auth/user-disabled": "This account has been disabled. Please contact support.",
  "auth/too-many-requests": "Too many attempts. Please wait a few minutes and try again.",
  "auth/network-request-failed": "Could not reach the server. Check your connection and try again.",
  "auth/email-already-in-use": "An account with this email already exists. Please sign in.",
  "auth/weak-password": MESSAGES.shortPassword,
  "auth/operation-not-allowed": "This way of signing in is not enabled.",
  "auth/popup-closed-by-user": "The Google sign-in window was closed before you finished.",
  "auth/cancelled-popup-request": "The Google sign-in window was closed before you finished.",
  "auth/popup-blocked":
    "Your browser blocked the Google sign-in window. Allow pop-ups and try again.",
  "auth/account-exists-with-different-credential":
    "An account with this email already exists. Sign in with your email and password.",
};

export function authErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null | undefined)?.code;
  return typeof code === "string" ? code : undefined;
}

/** TimeLimitError by name, so lib/timeLimit stays out of the forms' first download. */
export function authErrorMessage(error: unknown, fallback: string): string {
  const timedOut = error instanceof Error && error.name === "TimeLimitError";
  const code = timedOut ? "auth/network-request-failed" : authErrorCode(error);
  return (code && PROVIDER_MESSAGES[code]) || fallback;
}
