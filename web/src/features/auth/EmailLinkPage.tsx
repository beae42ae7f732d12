import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { paths } from "../../config/paths";
import { ButtonLink } from "../../components/ui/ButtonLink";
import { checkResetCode, confirmEmail, continuePath, setNewPassword } from "./api/emailLinks";
import { authErrorCode, authErrorMessage } from "./api/errors";
import { Alert, AuthCard, PasswordField, SubmitButton } from "./components/AuthCard";
import { useValidatedForm } from "./hooks/useValidatedForm";

const ASK_AGAIN = "Ask for a new one with 'Forgot password?' on Sign In.";
const SIGN_IN_AGAIN = "Sign in and we will send you a new one.";

const LINK_TEXTS = {
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

type LinkMode = "resetPassword" | "verifyEmail";

type LinkState =
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
function useEmailLink(params: URLSearchParams) {
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

/** Where the account e-mails' links land (docs/accounts.md, E-mail links). */
export default function EmailLinkPage() {
  const [params] = useSearchParams();
  const link = useEmailLink(params);
  const { mode, state } = link;
  return (
    <AuthCard
      title={
        { resetPassword: "Reset your password", verifyEmail: "Verify your email" }[mode ?? ""] ??
        "Account link"
      }
      intro={state.kind === "reset" ? LINK_TEXTS.resetFor(state.email) : undefined}
      // The verified and failed states end in a Sign In button of their own.
      footer={
        (state.kind === "checking" || state.kind === "reset") && (
          <Link to={paths.login}>Back to Sign In</Link>
        )
      }
    >
      <LinkBody {...link} />
    </AuthCard>
  );
}

function LinkBody({ state, retry, save }: ReturnType<typeof useEmailLink>) {
  switch (state.kind) {
    case "checking":
      return (
        <p className="auth-intro" role="status">
          {LINK_TEXTS.checking}
        </p>
      );
    case "reset":
      return <NewPasswordForm saving={state.saving} error={state.error} save={save} />;
    case "verified":
      return (
        <>
          {/* A <p> like the checking status before it, so React updates that node in place. */}
          <p className="auth-alert auth-alert-info" role="status">
            {LINK_TEXTS.verified}
          </p>
          <ButtonLink to={state.next} className="btn-block">
            {state.next === paths.login ? "Continue to Sign In" : "Continue"}
          </ButtonLink>
        </>
      );
    case "failed":
      return (
        <>
          <Alert>{state.text}</Alert>
          {state.retry ? (
            <button type="button" className="btn btn-primary btn-block" onClick={retry}>
              Try again
            </button>
          ) : (
            <ButtonLink to={paths.login} className="btn-block">
              Go to Sign In
            </ButtonLink>
          )}
        </>
      );
  }
}

// A new password meets registration's rule.
const loadSchema = () => import("./schemas").then((m) => m.registerSchema.pick({ password: true }));

type NewPasswordProps = Pick<ReturnType<typeof useEmailLink>, "save"> & {
  saving: boolean;
  error: string | undefined;
};

function NewPasswordForm({ saving, error, save }: NewPasswordProps) {
  const { field, submit } = useValidatedForm(loadSchema, { password: "" });
  return (
    <>
      <Alert>{error}</Alert>
      <form className="auth-form" noValidate onSubmit={submit((input) => save(input.password))}>
        <PasswordField label="New password" autoComplete="new-password" {...field("password")} />
        <SubmitButton disabled={saving}>Save new password</SubmitButton>
      </form>
    </>
  );
}
