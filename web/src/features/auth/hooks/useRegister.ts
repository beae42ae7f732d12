import { useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../../config/paths";
import { toast } from "../../../components/ui/toast";
import { registerAccount, type Registration } from "../api/account";
import { authErrorMessage } from "../api/errors";

/** docs/product.md §4: register, then sign in only after verifying the e-mail address. */
export function useRegister() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function register(input: Registration) {
    setBusy(true);
    setError(null);
    try {
      await registerAccount(input);
      toast.success(
        "Account created! Check your email for the verification link before logging in.",
        "register",
      );
      navigate(paths.login);
    } catch (cause) {
      const message = authErrorMessage(cause, "Registration failed. Please try again.");
      setError(message);
      toast.error(message, "register");
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, register };
}
