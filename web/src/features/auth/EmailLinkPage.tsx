import { Link, useSearchParams } from "react-router";
import { paths } from "../../config/paths";
import { ButtonLink } from "../../components/ui/ButtonLink";
import { Alert, AuthCard, PasswordField, SubmitButton } from "./components/AuthCard";
import { LINK_TEXTS, useEmailLink, type LinkState } from "./hooks/useEmailLink";
import { useValidatedForm } from "./hooks/useValidatedForm";

const TITLES: Record<string, string> = {
  resetPassword: "Reset your password",
  verifyEmail: "Verify your email",
};

/** Where the account e-mails' links land (docs/accounts.md, E-mail links). */
export default function EmailLinkPage() {
  const [params] = useSearchParams();
  const { mode, state, retry, save } = useEmailLink(params);
  return (
    <AuthCard
      title={TITLES[mode ?? ""] ?? "Account link"}
      intro={state.kind === "reset" ? LINK_TEXTS.resetFor(state.email) : undefined}
      // The verified and failed states end in a Sign In button of their own.
      footer={
        (state.kind === "checking" || state.kind === "reset") && (
          <Link to={paths.login}>Back to Sign In</Link>
        )
      }
    >
      <LinkBody state={state} retry={retry} save={save} />
    </AuthCard>
  );
}

interface LinkBodyProps {
  state: LinkState;
  retry: () => void;
  save: (password: string) => Promise<void>;
}

function LinkBody({ state, retry, save }: LinkBodyProps) {
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

const loadSchema = () => import("./schemas").then((m) => m.newPasswordSchema);

interface NewPasswordFormProps {
  saving: boolean;
  error: string | undefined;
  save: (password: string) => Promise<void>;
}

function NewPasswordForm({ saving, error, save }: NewPasswordFormProps) {
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
