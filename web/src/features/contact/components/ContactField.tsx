import type { ReactNode } from "react";

interface ContactFieldProps {
  id: string;
  label: string;
  required?: boolean;
  children: ReactNode;
}

/**
 * A label above its control. The required mark and the "Optional" hint sit
 * outside the <label>, so every control's accessible name is exactly its
 * label ("Full Name", not "Full Name *").
 */
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
