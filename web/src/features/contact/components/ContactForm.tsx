import { useCallback, useEffect, useRef, useState } from "react";
import type { FormEvent, InputHTMLAttributes } from "react";
import { CONTACT_TEXT, type ContactCheck, type ContactFieldName } from "@shop/domain";
import { useHydrated } from "../../../components/ui/useHydrated";
import { sendContactMessage } from "../api/sendContactMessage";

const STATUS_ID = "contact-status";

/** docs/product.md §2; uncontrolled, so text typed before hydration survives. */
export function ContactForm() {
  const { send, sending, status } = useSendContactMessage();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  // Marks, like the message, say how the last send went: they stay until the next.
  const faulty = status.kind === "error" ? status.fields : [];

  // Focus to the first field at fault, else to the outcome (sending drops it to <body>).
  useEffect(() => {
    const first = status.kind === "error" ? status.fields[0] : undefined;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (first) formRef.current?.querySelector<HTMLElement>(`[name=${first}]`)?.focus();
    else if (status.kind !== "idle" && lost) statusRef.current?.focus();
  }, [status]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // What the shopper typed (the honeypot included), read from the form itself.
    if (await send(Object.fromEntries(new FormData(form)))) form.reset();
  }

  return (
    <form
      ref={formRef}
      className="contact-form stack"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title">Send us a message</h2>
      <p className="contact-form__note muted">
        Required fields are marked <span className="contact-field__required">*</span>
      </p>
      <div className="contact-form__pair stack">
        <Field name="fullName" label="Full Name" autoComplete="name" required faulty={faulty} />
        <Field
          name="email"
          label="Email Address"
          type="email"
          autoComplete="email"
          required
          faulty={faulty}
        />
      </div>
      <div className="contact-form__pair stack">
        <Field name="phone" label="Phone Number" type="tel" autoComplete="tel" faulty={faulty} />
        <Field name="subject" label="Subject" faulty={faulty} />
      </div>
      <Field name="message" label="Message" rows={5} required faulty={faulty} />
      {/* Honeypot: off screen, out of the tab order and hidden from assistive tech; bots fill it. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="stack">
        <button
          type="submit"
          className="btn btn-primary btn-lg contact-form__submit"
          disabled={sending || !hydrated}
        >
          {sending ? "Sending..." : "Send Message"}
        </button>
        {status.kind !== "idle" && (
          <p
            ref={statusRef}
            id={STATUS_ID}
            tabIndex={-1}
            className={`contact-status contact-status--${status.kind}`}
            role={status.kind === "error" ? "alert" : "status"}
          >
            {status.text}
          </p>
        )}
      </div>
    </form>
  );
}

let checkLoading: Promise<(data: unknown) => ContactCheck> | undefined;

/** The function's own schema; zod loads after first paint and a send waits for it. */
export function loadContactCheck() {
  checkLoading ??= import("../contactValidation").then(
    (domain) => domain.checkContactMessage,
    (error: unknown) => {
      checkLoading = undefined; // a chunk that failed to load (offline) is tried again next time
      throw error;
    },
  );
  return checkLoading;
}

/** How the last send went; a refused draft also names the fields at fault, in form order. */
type SendStatus =
  | { kind: "idle" }
  | { kind: "success"; text: string }
  | { kind: "error"; text: string; fields: readonly ContactFieldName[] };

const SENT: SendStatus = { kind: "success", text: CONTACT_TEXT.sent };

/** Same rules as the function (docs/product.md §5); resolves true once received, so the form clears. */
export function useSendContactMessage() {
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<SendStatus>({ kind: "idle" });
  const inFlight = useRef(false);

  useEffect(() => {
    // Warm the validator while the shopper types; a failure shows on send.
    loadContactCheck().catch(() => undefined);
  }, []);

  const send = useCallback(async (draft: Record<string, unknown>): Promise<boolean> => {
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
      // docs/product.md §8: the contract's text for a refusal it declares, else its fallback.
      const failure = await sendContactMessage(checked.value);
      setStatus(failure ? { kind: "error", text: failure, fields: [] } : SENT);
      return !failure;
    } catch {
      setStatus({ kind: "error", text: CONTACT_TEXT.unexpected, fields: [] });
      return false;
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }, []);

  return { send, sending, status };
}

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  name: ContactFieldName;
  label: string;
  faulty: readonly ContactFieldName[];
  /** A textarea of this many rows. */
  rows?: number;
};

/** The required mark and "Optional" sit outside the <label>: the accessible name is the label. */
function Field({ name, label, required = false, faulty, rows, ...input }: FieldProps) {
  const id = `contact-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
  const field = {
    id,
    name,
    ...(required ? { "aria-required": true } : {}),
    ...(faulty.includes(name) ? { "aria-invalid": true, "aria-describedby": STATUS_ID } : {}),
  };
  return (
    <div className="field">
      <div className="contact-field__label">
        <label htmlFor={id}>{label}</label>
        {required ? (
          <span className="contact-field__required" aria-hidden="true">
            *
          </span>
        ) : (
          <span className="contact-field__optional">Optional</span>
        )}
      </div>
      {rows ? <textarea rows={rows} {...field} /> : <input {...input} {...field} />}
    </div>
  );
}
