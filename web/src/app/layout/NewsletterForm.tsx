import { useId, useState, type FormEvent } from "react";
import { checkNewsletterEmail, type NewsletterResult } from "./newsletter";

/** Spec §2: the footer's newsletter box. It validates, and says plainly that nothing is stored. */
export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const [result, setResult] = useState<NewsletterResult | null>(null);
  const inputId = useId();
  const messageId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(checkNewsletterEmail(email));
  }

  return (
    <form className="newsletter" noValidate onSubmit={onSubmit} aria-label="Newsletter">
      <label htmlFor={inputId} className="visually-hidden">
        Email address
      </label>
      <div className="newsletter-row">
        <input
          id={inputId}
          className="field-input"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          aria-invalid={result ? !result.ok : undefined}
          aria-describedby={messageId}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="btn btn-accent">
          Subscribe
        </button>
      </div>
      <p
        id={messageId}
        className={`newsletter-message ${result?.ok === false ? "is-error" : ""}`}
        role="status"
      >
        {result?.message}
      </p>
    </form>
  );
}
