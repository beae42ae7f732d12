import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { paths } from "../../config/paths";
import { Alert, AuthCard, EmailField, PasswordField, SubmitButton } from "./components/AuthCard";
import { GoogleButton } from "./components/GoogleButton";
import { SIGN_IN_FAILED, useSignIn } from "./hooks/useSignIn";
import { useValidatedForm } from "./hooks/useValidatedForm";

const loadSchema = () => import("./schemas").then((m) => m.loginSchema);
const loadResetPanel = () => import("./components/PasswordResetPanel");
const PasswordResetPanel = lazy(loadResetPanel);

/** What /auth/action hands on after a new password: a notice, and the address to sign in with. */
interface LoginState {
  notice?: string;
  email?: string;
}

export default function LoginPage() {
  const arrival = (useLocation().state ?? {}) as LoginState;
  const { field, submit } = useValidatedForm(loadSchema, {
    email: arrival.email ?? "",
    password: "",
  });
  const { busy, failed, unverified, withPassword, withGoogle } = useSignIn();
  const [resetting, setResetting] = useState(false);
  const forgotButton = useRef<HTMLButtonElement>(null);
  const returned = useRef(false);

  useEffect(() => {
    // Back from the reset panel: focus returns to where the shopper left.
    if (!resetting && returned.current) forgotButton.current?.focus();
    returned.current = resetting;
  }, [resetting]);

  if (resetting) {
    return (
      <AuthCard
        title="Reset your password"
        intro="Enter the email address of your account and we will send you a link to choose a new password."
        footer={
          <>
            New to AquaSense? <Link to={paths.register}>Register</Link>
          </>
        }
      >
        <Suspense fallback={<p className="auth-intro">Loading…</p>}>
          <PasswordResetPanel
            initialEmail={field("email").value}
            onBack={() => setResetting(false)}
          />
        </Suspense>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Sign In"
      intro="Welcome back. Sign in to check out and follow your orders."
      footer={
        <>
          New to AquaSense? <Link to={paths.register}>Register</Link>
        </>
      }
    >
      <Alert>{failed && SIGN_IN_FAILED}</Alert>
      <Alert info>{!failed && !unverified && arrival.notice}</Alert>
      <Alert info>
        {unverified && (
          <>
            Your email is not verified yet. We sent a new verification link to{" "}
            <strong>{unverified}</strong>; open it, then sign in again.
          </>
        )}
      </Alert>
      <form
        className="auth-form"
        noValidate
        onSubmit={submit((input) => withPassword(input.email, input.password))}
      >
        <EmailField {...field("email")} />
        <PasswordField autoComplete="current-password" {...field("password")} />
        <button
          ref={forgotButton}
          type="button"
          className="auth-link-button"
          onClick={() => setResetting(true)}
          onPointerEnter={() => void loadResetPanel()}
          onFocus={() => void loadResetPanel()}
        >
          Forgot password?
        </button>
        <SubmitButton disabled={busy !== null} busy={busy === "password"}>
          Sign In
        </SubmitButton>
      </form>
      <p className="auth-divider">
        <span>or</span>
      </p>
      <GoogleButton
        onClick={() => void withGoogle()}
        busy={busy === "google"}
        disabled={busy !== null}
      />
    </AuthCard>
  );
}
