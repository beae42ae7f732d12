import { useEffect, useRef, type FormEvent } from "react";
import type { ContactFieldName } from "@shop/domain";
import { useHydrated } from "../../../components/ui/useHydrated";
import { useSendContactMessage, type ContactDraft } from "../hooks/useSendContactMessage";
import { ContactField } from "./ContactField";

const STATUS_ID = "contact-status";

/** What the shopper typed, read from the form itself when they send it. */
function draftOf(form: HTMLFormElement): ContactDraft {
  const data = new FormData(form);
  const value = (field: keyof ContactDraft) => {
    const entry = data.get(field);
    return typeof entry === "string" ? entry : "";
  };
  return {
    fullName: value("fullName"),
    email: value("email"),
    phone: value("phone"),
    subject: value("subject"),
    message: value("message"),
    website: value("website"),
  };
}

/** docs/product.md §2; uncontrolled, so text typed before hydration survives. */
export function ContactForm() {
  const { send, sending, status } = useSendContactMessage();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  // Marks, like the message, say how the last send went: they stay until the next.
  const faulty = status.kind === "error" ? status.fields : [];
  const marks = (name: ContactFieldName) =>
    faulty.includes(name) ? { "aria-invalid": true, "aria-describedby": STATUS_ID } : {};

  // A refused draft focuses its first field at fault; otherwise focus goes to the outcome, as
  // disabling the focused button while sending drops it to <body> (keyboard, screen readers).
  useEffect(() => {
    const first = status.kind === "error" ? status.fields[0] : undefined;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (first) formRef.current?.querySelector<HTMLElement>(`[name=${first}]`)?.focus();
    else if (status.kind !== "idle" && lost) statusRef.current?.focus();
  }, [status]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (await send(draftOf(form))) form.reset();
  }

  return (
    <form
      ref={formRef}
      className="contact-form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title">Send us a message</h2>
      <p className="contact-form__note">
        Required fields are marked <span className="contact-field__required">*</span>
      </p>
      <div className="contact-form__pair">
        <ContactField id="contact-full-name" label="Full Name" required>
          <input
            id="contact-full-name"
            name="fullName"
            autoComplete="name"
            aria-required="true"
            {...marks("fullName")}
          />
        </ContactField>
        <ContactField id="contact-email" label="Email Address" required>
          <input
            id="contact-email"
            name="email"
            type="email"
            autoComplete="email"
            aria-required="true"
            {...marks("email")}
          />
        </ContactField>
      </div>
      <div className="contact-form__pair">
        <ContactField id="contact-phone" label="Phone Number">
          <input
            id="contact-phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            {...marks("phone")}
          />
        </ContactField>
        <ContactField id="contact-subject" label="Subject">
          <input id="contact-subject" name="subject" {...marks("subject")} />
        </ContactField>
      </div>
      <ContactField id="contact-message" label="Message" required>
        <textarea
          id="contact-message"
          name="message"
          rows={5}
          aria-required="true"
          {...marks("message")}
        />
      </ContactField>
      {/* Honeypot: off screen, out of the tab order and hidden from assistive tech; bots fill it. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="contact-form__actions">
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
