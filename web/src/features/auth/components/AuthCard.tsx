import { useId, useState, type InputHTMLAttributes, type ReactNode } from "react";
import type { PropsWithChildren } from "react";
import { Logo } from "../../../components/ui/Logo";
import { Icon } from "../../../components/ui/icons";
import "../auth.css";

type AuthCardProps = { title: string; intro?: string | undefined; footer?: ReactNode };

/** /login, /register and /auth/action have no header or footer: a centred card with the logo;
 * `footer` is the line under the card, e.g. the link to the other form. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps & PropsWithChildren) {
  return (
    <section className="auth-page">
      <div className="auth-card card">
        <div className="auth-brand">
          <Logo />
        </div>
        <h1>{title}</h1>
        {intro && <p className="auth-intro">{intro}</p>}
        {children}
      </div>
      {footer && <p className="auth-switch">{footer}</p>}
    </section>
  );
}

/** An error is an alert; a notice (`info`) a status. */
export function Alert({ children, info }: { children: ReactNode; info?: boolean }) {
  if (!children) return null;
  return (
    <p
      className={`auth-alert auth-alert-${info ? "info" : "error"}`}
      role={info ? "status" : "alert"}
    >
      {children}
    </p>
  );
}

type SubmitProps = { children: string; disabled: boolean; busy?: boolean };

export function SubmitButton({ children, disabled, busy = disabled }: SubmitProps) {
  return (
    <button
      type="submit"
      className="btn btn-primary btn-block"
      disabled={disabled}
      aria-busy={busy || undefined}
    >
      {children}
    </button>
  );
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
  /** Something placed inside the input's box, e.g. the show/hide toggle. */
  addon?: ReactNode;
};

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

export function EmailField(props: Omit<TextFieldProps, "label">) {
  return (
    <TextField
      label="Email Address"
      type="email"
      autoComplete="email"
      inputMode="email"
      {...props}
    />
  );
}

/** The toggle is named "Show/Hide password", not "Password", so the label finds only the input. */
export function PasswordField({ label = "Password", ...props }: Partial<TextFieldProps>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      label={label}
      type={visible ? "text" : "password"}
      addon={
        <button
          type="button"
          className="icon-button auth-toggle"
          aria-label={visible ? "Hide password" : "Show password"}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <Icon name={visible ? "eyeOff" : "eye"} size={20} strokeWidth={1.8} />
        </button>
      }
    />
  );
}
