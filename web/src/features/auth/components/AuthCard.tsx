import type { ReactNode } from "react";
import { Logo } from "../../../components/ui/Logo";
import "../auth.css";

interface AuthCardProps {
  title: string;
  intro?: string | undefined;
  children: ReactNode;
  /** The line under the card, e.g. the link to the other form. */
  footer?: ReactNode;
}

/** /login, /register and /auth/action have no header or footer: a centred card with the logo. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
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
