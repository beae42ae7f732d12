import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/routes";
import "../auth.css";

interface AuthCardProps {
  title: string;
  intro: string;
  children: ReactNode;
  /** The line under the card, e.g. the link to the other form. */
  footer: ReactNode;
}

/** /login and /register have no header or footer: a centred card with the logo. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    <section className="auth-page">
      <div className="auth-card">
        <Link to={paths.home} className="auth-brand" aria-label="AquaSense home">
          <svg width="36" height="36" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <path
              d="M16 2.5S5.5 14.3 5.5 20.6a10.5 10.5 0 0 0 21 0C26.5 14.3 16 2.5 16 2.5z"
              fill="currentColor"
            />
            <path
              d="M8.6 19.5c2.4-1.6 4.9-1.6 7.4 0s5 1.6 7.4 0"
              stroke="#fff"
              strokeWidth="2"
              strokeLinecap="round"
              fill="none"
            />
          </svg>
          <span>
            Aqua<span className="auth-brand-accent">Sense</span>
          </span>
        </Link>
        <h1>{title}</h1>
        <p className="auth-intro">{intro}</p>
        {children}
      </div>
      <p className="auth-switch">{footer}</p>
    </section>
  );
}
