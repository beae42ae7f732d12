import { useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { MESSAGES } from "@shop/domain";
import { paths } from "../../config/paths";
import { toast } from "../../components/ui/toast";
import { signInWithGoogle, signInWithPassword } from "./api/account";
import type { GoogleSignIn, PasswordSignIn } from "./api/account";
import { authErrorMessage } from "./api/errors";
import { Alert, AuthCard, EmailField, PasswordField, SubmitButton } from "./components/AuthCard";
import { PasswordResetPanel } from "./components/PasswordResetPanel";
import { useValidatedForm } from "./hooks/useValidatedForm";

const loadSchema = () => import("./schemas").then((m) => m.loginSchema);

/** Google's four-colour mark: fill → path. */
const GOOGLE_MARK = {
  "#EA4335":
    "M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.5 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z",
  "#4285F4":
    "M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.7c4.3-4 6.9-9.9 6.9-17.1z",
  "#FBBC05":
    "M10.5 28.6A14.6 14.6 0 0 1 9.5 24c0-1.6.3-3.2.8-4.6l-7.9-6.1A24 24 0 0 0 0 24c0 3.9.9 7.5 2.6 10.7l7.9-6.1z",
  "#34A853":
    "M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.7c-2.1 1.4-4.8 2.3-8.5 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.1C6.6 42.6 14.6 48 24 48z",
};

type Way = "password" | "google";
// What a signed-in shopper is told, and the fallback for a failure without a known code.
const OUTCOME_TEXT = {
  password: ["Signed in successfully.", "Sign-in failed."],
  google: ["Signed in with Google.", "Google sign-in failed."],
} as const;

/** The two ways in, with the spec's messages (docs/product.md §4, §8). */
export default function LoginPage() {
  // What /auth/action hands on after a new password: a notice, and the address to sign in with.
  const arrival = (useLocation().state ?? {}) as { notice?: string; email?: string };
  const { field, submit } = useValidatedForm(loadSchema, {
    email: arrival.email ?? "",
    password: "",
  });
  const navigate = useNavigate();
  const [busy, setBusy] = useState<Way | null>(null);
  const [failed, setFailed] = useState(false);
  const [unverified, setUnverified] = useState<string | null>(null);

  /** docs/product.md §4: an unverified e-mail or Google account is refused alike. */
  async function attempt(
    way: Way,
    signIn: () => Promise<PasswordSignIn | GoogleSignIn>,
    email = "",
  ) {
    setBusy(way);
    setFailed(false);
    setUnverified(null);
    const [done, fallback] = OUTCOME_TEXT[way];
    try {
      const result = await signIn();
      if (result.outcome === "signed-in") {
        toast.success(done, "sign-in");
        navigate(paths.home);
        return;
      }
      toast.error(MESSAGES.emailNotVerified, "sign-in");
      if (result.resent) {
        toast.info("Verification email sent. Please check your inbox.");
        setUnverified("email" in result ? result.email : email);
      } else {
        const text = "The verification email could not be sent. Try again later.";
        toast.error(authErrorMessage(result.error, text));
      }
    } catch (error) {
      setFailed(way === "password");
      toast.error(authErrorMessage(error, fallback), "sign-in");
    } finally {
      setBusy(null);
    }
  }

  const [resetting, setResetting] = useState(false);
  // Back from the reset panel, focus returns to where the shopper left.
  const returned = useRef(false);

  return (
    <AuthCard
      title={resetting ? "Reset your password" : "Sign In"}
      intro={
        resetting
          ? "Enter the email address of your account and we will send you a link to choose a new password."
          : "Welcome back. Sign in to check out and follow your orders."
      }
      footer={
        <>
          New to AquaSense? <Link to={paths.register}>Register</Link>
        </>
      }
    >
      {resetting ? (
        <PasswordResetPanel
          initialEmail={field("email").value}
          onBack={() => {
            returned.current = true;
            setResetting(false);
          }}
        />
      ) : (
        <>
          <Alert>{failed && "Sign-in failed. Check your credentials again"}</Alert>
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
            onSubmit={submit(({ email, password }) =>
              attempt("password", () => signInWithPassword(email, password), email.trim()),
            )}
          >
            <EmailField {...field("email")} />
            <PasswordField autoComplete="current-password" {...field("password")} />
            <button
              ref={(button) => {
                if (button && returned.current) button.focus();
                returned.current = false;
              }}
              type="button"
              className="auth-link-button"
              onClick={() => setResetting(true)}
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
          <button
            type="button"
            className="btn btn-outline btn-block auth-google"
            onClick={() => void attempt("google", signInWithGoogle)}
            disabled={busy !== null}
            aria-busy={busy === "google" || undefined}
          >
            <svg width="20" height="20" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
              {Object.entries(GOOGLE_MARK).map(([fill, d]) => (
                <path key={fill} fill={fill} d={d} />
              ))}
            </svg>
            Sign in with Google
          </button>
        </>
      )}
    </AuthCard>
  );
}
