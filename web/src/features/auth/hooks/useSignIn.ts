import { useState } from "react";
import { useNavigate } from "react-router";
import { MESSAGES } from "@shop/domain";
import { paths } from "../../../config/paths";
import { toast } from "../../../components/ui/toast";
import { signInWithGoogle, signInWithPassword, type PasswordSignIn } from "../api/account";
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

  /** docs/product.md §4: the same for an unverified e-mail or Google account. */
  function refuseUnverified(
    result: Exclude<PasswordSignIn, { outcome: "signed-in" }>,
    email: string,
  ) {
    toast.error(MESSAGES.emailNotVerified, "sign-in");
    if (result.resent) {
      toast.info("Verification email sent. Please check your inbox.");
      setUnverified(email);
    } else {
      toast.error(
        authErrorMessage(
          result.error,
          "The verification email could not be sent. Try again later.",
        ),
      );
    }
  }

  const withPassword = (email: string, password: string) =>
    attempt("password", async () => {
      try {
        const result = await signInWithPassword(email, password);
        if (result.outcome !== "signed-in") return refuseUnverified(result, email.trim());
        toast.success("Signed in successfully.", "sign-in");
        navigate(paths.home);
      } catch (error) {
        setFailed(true);
        toast.error(authErrorMessage(error, "Sign-in failed."), "sign-in");
      }
    });

  const withGoogle = () =>
    attempt("google", async () => {
      try {
        const result = await signInWithGoogle();
        if (result.outcome !== "signed-in") return refuseUnverified(result, result.email);
        toast.success("Signed in with Google.", "sign-in");
        navigate(paths.home);
      } catch (error) {
        toast.error(authErrorMessage(error, "Google sign-in failed."), "sign-in");
      }
    });

  return { busy, failed, unverified, withPassword, withGoogle };
}
