import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useSendContactMessage, type ContactDraft } from "../hooks/useSendContactMessage";
import { ContactField } from "./ContactField";

const EMPTY: ContactDraft = {
  fullName: "",
  email: "",
  phone: "",
  subject: "",
  message: "",
  website: "",
};

/**
 * Spec §2 Contact form. The browser's own validation is off (noValidate) so
 * the shopper reads the spec's messages, checked in the hook.
 */
export function ContactForm() {
  const [draft, setDraft] = useState<ContactDraft>(EMPTY);
  const { send, sending, status } = useSendContactMessage();
  const statusRef = useRef<HTMLParagraphElement>(null);

  // Disabling the focused button while sending drops focus to <body>; put it
  // on the outcome instead, so keyboard and screen-reader users land there.
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (status.kind !== "idle" && lost) statusRef.current?.focus();
  }, [status]);

  const update =
    (field: keyof ContactDraft) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setDraft((current) => ({ ...current, [field]: event.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await send(draft)) setDraft(EMPTY);
  }

  return (
    <form
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
            value={draft.fullName}
            onChange={update("fullName")}
          />
        </ContactField>
        <ContactField id="contact-email" label="Email Address" required>
          <input
            id="contact-email"
            name="email"
            type="email"
            autoComplete="email"
            aria-required="true"
            value={draft.email}
            onChange={update("email")}
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
            value={draft.phone}
            onChange={update("phone")}
          />
        </ContactField>
        <ContactField id="contact-subject" label="Subject">
          <input
            id="contact-subject"
            name="subject"
            value={draft.subject}
            onChange={update("subject")}
          />
        </ContactField>
      </div>
      <ContactField id="contact-message" label="Message" required>
        <textarea
          id="contact-message"
          name="message"
          rows={5}
          aria-required="true"
          value={draft.message}
          onChange={update("message")}
        />
      </ContactField>
      {/* Honeypot: off screen, out of the tab order and hidden from assistive tech; bots fill it. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor="contact-website">Website</label>
        <input
          id="contact-website"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={draft.website}
          onChange={update("website")}
        />
      </div>
      <div className="contact-form__actions">
        <button
          type="submit"
          className="btn btn-primary btn-lg contact-form__submit"
          disabled={sending}
        >
          {sending ? "Sending..." : "Send Message"}
        </button>
        {status.kind !== "idle" && (
          <p
            ref={statusRef}
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
