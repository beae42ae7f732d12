import { useRef, useState } from "react";
import { sendPasswordReset } from "../api/emailLinks";
import { authErrorMessage } from "../api/errors";

export const RESET_TEXTS = {
  sent: (email: string) =>
    `If an account exists for ${email}, we have sent it a link to choose a new password. Check your inbox.`,
  failed: "Could not send the reset email. Please try again.",
} as const;

export type ResetStatus =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "sent"; text: string }
  | { kind: "error"; text: string };

/** The same answer whether or not the address has an account: none is revealed. */
export function usePasswordReset() {
  const [status, setStatus] = useState<ResetStatus>({ kind: "idle" });
  const inFlight = useRef(false);

  async function send(email: string) {
    if (inFlight.current) return;
    inFlight.current = true;
    setStatus({ kind: "sending" });
    try {
      await sendPasswordReset(email);
      setStatus({ kind: "sent", text: RESET_TEXTS.sent(email.trim()) });
    } catch (error) {
      console.error("Password reset e-mail not sent", error);
      setStatus({ kind: "error", text: authErrorMessage(error, RESET_TEXTS.failed) });
    } finally {
      inFlight.current = false;
    }
  }

  return { status, send };
}
