import { useRef, useState } from "react";
import { sendPasswordReset } from "../api/emailLinks";
import { authErrorMessage } from "../api/errors";
import { useValidatedForm } from "../hooks/useValidatedForm";
import { Alert, EmailField, SubmitButton } from "./AuthCard";

// "Forgot password?" checks the address exactly as Sign In does.
const loadSchema = () => import("../schemas").then((m) => m.loginSchema.pick({ email: true }));

type Status = { kind: "idle" | "sending" } | { kind: "sent" | "error"; text: string };

// Stable, so only the panel's opening moves focus to the address.
const focusAddress = (panel: HTMLDivElement | null) => panel?.querySelector("input")?.focus();

/** "Forgot password?" (docs/accounts.md), in Sign In's card. */
export function PasswordResetPanel(props: { initialEmail: string; onBack: () => void }) {
  const { field, submit } = useValidatedForm(loadSchema, { email: props.initialEmail });
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const inFlight = useRef(false);

  // The same answer whether or not the address has an account: none is revealed.
  async function send(email: string) {
    if (inFlight.current) return;
    inFlight.current = true;
    setStatus({ kind: "sending" });
    try {
      await sendPasswordReset(email);
      const text = `If an account exists for ${email.trim()}, we have sent it a link to choose a new password. Check your inbox.`;
      setStatus({ kind: "sent", text });
    } catch (error) {
      console.error("Password reset e-mail not sent", error);
      const text = authErrorMessage(error, "Could not send the reset email. Please try again.");
      setStatus({ kind: "error", text });
    } finally {
      inFlight.current = false;
    }
  }

  return (
    <div ref={focusAddress}>
      <Alert>{status.kind === "error" && status.text}</Alert>
      <Alert info>{status.kind === "sent" && status.text}</Alert>
      <form
        className="auth-form"
        noValidate
        onSubmit={(event) => submit((input) => send(input.email))(event)}
      >
        <EmailField {...field("email")} />
        <SubmitButton disabled={status.kind === "sending"}>Send reset link</SubmitButton>
      </form>
      <button type="button" className="btn btn-outline btn-block auth-back" onClick={props.onBack}>
        Back to Sign In
      </button>
    </div>
  );
}
