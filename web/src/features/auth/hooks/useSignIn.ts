import { useState } from "react";
import { useNavigate } from "react-router";
import { MESSAGES } from "@shop/domain";
import { paths } from "../../../config/paths";
import { toast } from "../../../components/ui/toast";
import { signInWithGoogle, signInWithPassword } from "../api/account";
import { authErrorMessage } from "../api/errors";

export const SIGN_IN_FAILED = "Sign-in failed. Check your credentials again";

type Busy = "password" | "google" | null;

/** The /login page's two ways in, with the spec's messages (docs/product.md §4, §8). */
export function useSignIn() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<Busy>(null);
  const [failed, setFailed] = useState(false);
  const [unverified, setUnverified] = useState<string | null>(null);

  async function attempt(kind: Exclude<Busy, null>, run: () => Promise<void>) {
    setBusy(kind);
    setFailed(false);
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
          toast.success("Signed in successfully.", "sign-in");
          navigate(paths.home);
          return;
        }
        toast.error(MESSAGES.emailNotVerified, "sign-in");
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
        setFailed(true);
        toast.error(authErrorMessage(error, "Sign-in failed."), "sign-in");
      }
    });

  const withGoogle = () =>
    attempt("google", async () => {
      try {
        await signInWithGoogle();
        toast.success("Signed in with Google.", "sign-in");
        navigate(paths.home);
      } catch (error) {
        toast.error(authErrorMessage(error, "Google sign-in failed."), "sign-in");
      }
    });

  return { busy, failed, unverified, withPassword, withGoogle };
}
