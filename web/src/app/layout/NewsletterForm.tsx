import { useId, useState, type FormEvent } from "react";
import { useHydrated } from "../../components/ui/useHydrated";
import { checkNewsletterEmail, type NewsletterResult } from "./newsletter";

/**
 * docs/product.md §2: says plainly that nothing is stored. Uncontrolled, so an address typed
 * before hydration is kept.
 */
export function NewsletterForm() {
  const [result, setResult] = useState<NewsletterResult | null>(null);
  const inputId = useId();
  const messageId = useId();
  const hydrated = useHydrated();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get("email");
    setResult(checkNewsletterEmail(typeof email === "string" ? email : ""));
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
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={result ? !result.ok : undefined}
          aria-describedby={messageId}
        />
        <button type="submit" className="btn btn-accent" disabled={!hydrated}>
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
