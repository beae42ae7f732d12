import type { ReactNode } from "react";

interface ContactFieldProps {
  id: string;
  label: string;
  required?: boolean;
  children: ReactNode;
}

/** Marks sit outside the <label>, so the accessible name is exactly the label. */
export function ContactField({ id, label, required = false, children }: ContactFieldProps) {
  return (
    <div className="contact-field">
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
      {children}
    </div>
  );
}
