import { useState } from "react";
import { useNavigate } from "react-router";
import { MESSAGES } from "@shop/domain";
import { paths } from "../../../config/paths";
import { toast } from "../../../components/ui/toast";
import { signInWithGoogle, signInWithPassword } from "../api/account";
import { authErrorMessage, WRONG_CREDENTIALS } from "../api/errors";

export const SIGN_IN_FAILED = "Sign-in failed. Check your credentials again";

type Busy = "password" | "google" | null;

/**
 * A refused e-mail sign-in, said once, inline (docs/product.md §2 Login): the
 * spec's sentence, plus the provider's reason when it says more than "check
 * your credentials" (too many attempts, no connection, a disabled account).
 */
export interface SignInFailure {
  reason: string | null;
}

/** The /login page's two ways in, with the spec's messages (docs/product.md §4, §8). */
export function useSignIn() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<Busy>(null);
  const [failure, setFailure] = useState<SignInFailure | null>(null);
  const [unverified, setUnverified] = useState<string | null>(null);

  async function attempt(kind: Exclude<Busy, null>, run: () => Promise<void>) {
    setBusy(kind);
    setFailure(null);
    setUnverified(null);
    try {
      await run();
    } finally {
      setBusy(null);
    }
  }

  const withPassword = (email: string, password: string) =>
    attempt("password", async () => {
      try {
        const result = await signInWithPassword(email, password);
        if (result.outcome === "signed-in") {
          toast.success("Signed in successfully.");
          navigate(paths.home);
          return;
        }
        toast.error(MESSAGES.emailNotVerified);
        if (result.resent) {
          toast.info("Verification email sent. Please check your inbox.");
          setUnverified(email.trim());
        } else {
          toast.error(
            authErrorMessage(
              result.error,
              "The verification email could not be sent. Try again later.",
            ),
          );
        }
      } catch (error) {
        const reason = authErrorMessage(error, WRONG_CREDENTIALS);
        setFailure({ reason: reason === WRONG_CREDENTIALS ? null : reason });
      }
    });

  const withGoogle = () =>
    attempt("google", async () => {
      try {
        await signInWithGoogle();
        toast.success("Signed in with Google.");
        navigate(paths.home);
      } catch (error) {
        toast.error(authErrorMessage(error, "Google sign-in failed."));
      }
    });

  return { busy, failure, unverified, withPassword, withGoogle };
}
