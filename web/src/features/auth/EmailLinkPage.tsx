import type { FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { paths } from "../../config/paths";
import { ButtonLink } from "../../components/ui/ButtonLink";
import { AuthCard } from "./components/AuthCard";
import { PasswordField } from "./components/PasswordField";
import { LINK_TEXTS, useEmailLink, type LinkState } from "./hooks/useEmailLink";
import { useValidatedForm } from "./hooks/useValidatedForm";

const TITLES: Record<string, string> = {
  resetPassword: "Reset your password",
  verifyEmail: "Verify your email",
};

/**
 * Where the account e-mails' links land once Firebase's templates point here (docs/accounts.md,
 * E-mail links).
 */
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
          <p className="auth-alert auth-alert-error" role="alert">
            {state.text}
          </p>
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
  const { field, validate } = useValidatedForm(loadSchema, { password: "" });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = await validate();
    if (input) await save(input.password);
  }

  return (
    <>
      {error && (
        <p className="auth-alert auth-alert-error" role="alert">
          {error}
        </p>
      )}
      <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <PasswordField label="New password" autoComplete="new-password" {...field("password")} />
        <button
          type="submit"
          className="btn btn-primary btn-block"
          disabled={saving}
          aria-busy={saving || undefined}
        >
          Save new password
        </button>
      </form>
    </>
  );
}
