import { useEffect, useRef } from "react";
import { useValidatedForm } from "../hooks/useValidatedForm";
import { usePasswordReset } from "../hooks/usePasswordReset";
import { Alert, EmailField, SubmitButton } from "./AuthCard";

const loadSchema = () => import("../schemas").then((m) => m.passwordResetSchema);

interface PasswordResetPanelProps {
  /** What the shopper had typed into Sign In's Email Address. */
  initialEmail: string;
  onBack: () => void;
}

/** "Forgot password?" (docs/accounts.md); lazy, so /login's first download does not grow. */
export default function PasswordResetPanel({ initialEmail, onBack }: PasswordResetPanelProps) {
  const { field, submit } = useValidatedForm(loadSchema, { email: initialEmail });
  const { status, send } = usePasswordReset();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panel.current?.querySelector("input")?.focus();
  }, []);

  return (
    <div ref={panel}>
      <Alert>{status.kind === "error" && status.text}</Alert>
      <Alert info>{status.kind === "sent" && status.text}</Alert>
      <form className="auth-form" noValidate onSubmit={submit((input) => send(input.email))}>
        <EmailField {...field("email")} />
        <SubmitButton disabled={status.kind === "sending"}>Send reset link</SubmitButton>
      </form>
      <button type="button" className="btn btn-outline btn-block auth-back" onClick={onBack}>
        Back to Sign In
      </button>
    </div>
  );
}
