import { useEffect, useRef, type FormEvent } from "react";
import { useValidatedForm } from "../hooks/useValidatedForm";
import { usePasswordReset } from "../hooks/usePasswordReset";
import { TextField } from "./TextField";

const loadSchema = () => import("../schemas").then((m) => m.passwordResetSchema);

interface PasswordResetPanelProps {
  /** What the shopper had typed into Sign In's Email Address. */
  initialEmail: string;
  onBack: () => void;
}

/**
 * "Forgot password?" in the /login card (docs/accounts.md). Loaded only when asked for, so
 * /login's first download does not grow.
 */
export default function PasswordResetPanel({ initialEmail, onBack }: PasswordResetPanelProps) {
  const { field, validate } = useValidatedForm(loadSchema, { email: initialEmail });
  const { status, send } = usePasswordReset();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panel.current?.querySelector("input")?.focus();
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = await validate();
    if (input) await send(input.email);
  }

  const sending = status.kind === "sending";
  return (
    <div ref={panel}>
      {status.kind === "error" && (
        <p className="auth-alert auth-alert-error" role="alert">
          {status.text}
        </p>
      )}
      {status.kind === "sent" && (
        <p className="auth-alert auth-alert-info" role="status">
          {status.text}
        </p>
      )}
      <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label="Email Address"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...field("email")}
        />
        <button
          type="submit"
          className="btn btn-primary btn-block"
          disabled={sending}
          aria-busy={sending || undefined}
        >
          Send reset link
        </button>
      </form>
      <button type="button" className="btn btn-outline btn-block auth-back" onClick={onBack}>
        Back to Sign In
      </button>
    </div>
  );
}
