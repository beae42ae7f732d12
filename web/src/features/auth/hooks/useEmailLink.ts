import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../../config/paths";
import { checkResetCode, confirmEmail, continuePath, setNewPassword } from "../api/emailLinks";
import { authErrorCode, authErrorMessage } from "../api/errors";

const ASK_AGAIN = "Ask for a new one with 'Forgot password?' on Sign In.";
const SIGN_IN_AGAIN = "Sign in and we will send you a new one.";

export const LINK_TEXTS = {
  checking: "Checking your link…",
  resetFor: (email: string) => `Choose a new password for ${email}.`,
  passwordChanged: "Your password has been changed. Sign in with your new password.",
  verified: "Your email address is verified. You can now sign in.",
  incomplete:
    "This link is incomplete. Open it again from the e-mail, or copy the whole address into your browser.",
  resetExpired: `This password reset link has expired. ${ASK_AGAIN}`,
  resetUsed: `This password reset link has already been used or is not valid. ${ASK_AGAIN}`,
  verifyExpired: `This verification link has expired. ${SIGN_IN_AGAIN}`,
  verifyUsed: `This verification link has already been used or is not valid. If your email is not verified yet, ${SIGN_IN_AGAIN.toLowerCase()}`,
  noAccount: "The account this link was sent for no longer exists.",
  checkFailed: "Could not open this link. Please try again.",
  saveFailed: "Could not change your password. Please try again.",
} as const;

export type LinkMode = "resetPassword" | "verifyEmail";

export type LinkState =
  | { kind: "checking" }
  | { kind: "reset"; email: string; saving: boolean; error?: string }
  | { kind: "verified"; next: string }
  | { kind: "failed"; text: string; retry: boolean };

/** A code Auth refused for good: the link itself is spent, nothing to try again. */
function refusal(mode: LinkMode, error: unknown): string | undefined {
  const reset = mode === "resetPassword";
  const texts: Record<string, string> = {
    "auth/expired-action-code": reset ? LINK_TEXTS.resetExpired : LINK_TEXTS.verifyExpired,
    "auth/invalid-action-code": reset ? LINK_TEXTS.resetUsed : LINK_TEXTS.verifyUsed,
    "auth/user-not-found": LINK_TEXTS.noAccount,
  };
  return texts[authErrorCode(error) ?? ""];
}

/** /auth/action (docs/accounts.md, E-mail links): a code is spent by its first use: send once. */
export function useEmailLink(params: URLSearchParams) {
  const navigate = useNavigate();
  const mode = params.get("mode");
  const code = params.get("oobCode");
  const continueUrl = params.get("continueUrl");
  const [state, setState] = useState<LinkState>({ kind: "checking" });
  const started = useRef(false);

  const check = useCallback(async () => {
    if (!code || (mode !== "resetPassword" && mode !== "verifyEmail")) {
      setState({ kind: "failed", text: LINK_TEXTS.incomplete, retry: false });
      return;
    }
    setState({ kind: "checking" });
    try {
      if (mode === "resetPassword") {
        setState({ kind: "reset", email: await checkResetCode(code), saving: false });
      } else {
        await confirmEmail(code);
        setState({ kind: "verified", next: continuePath(continueUrl) });
      }
    } catch (error) {
      console.error("E-mail link not handled", error);
      const spent = refusal(mode, error);
      const text = spent ?? authErrorMessage(error, LINK_TEXTS.checkFailed);
      setState({ kind: "failed", text, retry: !spent });
    }
  }, [mode, code, continueUrl]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void check();
  }, [check]);

  async function save(password: string) {
    if (state.kind !== "reset" || state.saving || !code) return;
    const { email } = state;
    setState({ kind: "reset", email, saving: true });
    try {
      await setNewPassword(code, password);
      navigate(paths.login, { state: { notice: LINK_TEXTS.passwordChanged, email } });
    } catch (error) {
      const spent = refusal("resetPassword", error);
      if (spent) setState({ kind: "failed", text: spent, retry: false });
      else {
        console.error("New password not saved", error);
        const text = authErrorMessage(error, LINK_TEXTS.saveFailed);
        setState({ kind: "reset", email, saving: false, error: text });
      }
    }
  }

  return { mode, state, retry: () => void check(), save };
}
