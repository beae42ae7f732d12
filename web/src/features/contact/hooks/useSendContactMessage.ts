import { useCallback, useEffect, useRef, useState } from "react";
import { CONTACT_TEXT, type ContactFieldName } from "@shop/domain";
import { ContactNotSentError, sendContactMessage } from "../api/sendContactMessage";
import { loadContactCheck } from "../contactCheck";

/** Everything the form holds, as typed (the honeypot included). */
export interface ContactDraft {
  fullName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  website: string;
}

/** How the last send went; a refused draft also names the fields at fault, in form order. */
export type SendStatus =
  | { kind: "idle" }
  | { kind: "success"; text: string }
  | { kind: "error"; text: string; fields: readonly ContactFieldName[] };

/** Same rules as the function (docs/product.md §5); resolves true once received, so the form clears. */
export function useSendContactMessage() {
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<SendStatus>({ kind: "idle" });
  const inFlight = useRef(false);

  useEffect(() => {
    // Warm the validator while the shopper types; a failure shows on send.
    loadContactCheck().catch(() => undefined);
  }, []);

  const send = useCallback(async (draft: ContactDraft): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    try {
      const checked = (await loadContactCheck())(draft);
      if (!checked.ok) {
        setStatus({ kind: "error", text: checked.message, fields: checked.fields });
        return false;
      }
      setSending(true);
      setStatus({ kind: "idle" });
      await sendContactMessage(checked.value);
      setStatus({ kind: "success", text: CONTACT_TEXT.sent });
      return true;
    } catch (error) {
      // docs/product.md §8: the contract's text for a refusal it declares, else its fallback.
      const text = error instanceof ContactNotSentError ? error.message : CONTACT_TEXT.unexpected;
      setStatus({ kind: "error", text, fields: [] });
      return false;
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }, []);

  return { send, sending, status };
}
