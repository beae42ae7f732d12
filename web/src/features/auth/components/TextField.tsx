import { useId, type ChangeEvent, type ReactNode } from "react";

export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string | undefined;
  type?: "text" | "email" | "tel" | "password";
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "numeric";
  /** Something placed inside the input's box, e.g. the show/hide toggle. */
  addon?: ReactNode;
}

/** A labelled input whose problem is announced with it (aria-describedby). */
export function TextField({ label, error, addon, type = "text", ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className={addon ? "auth-input-wrap has-addon" : "auth-input-wrap"}>
        <input
          id={id}
          type={type}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {addon}
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
