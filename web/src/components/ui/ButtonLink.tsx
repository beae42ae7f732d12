import type { ReactNode } from "react";
import { Link } from "react-router";

export type ButtonVariant = "primary" | "outline" | "ghost" | "accent";
export type ButtonSize = "sm" | "md" | "lg";

/** The class list of the design system's buttons, for <button> and <Link> alike. */
export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md"): string {
  return ["btn", `btn-${variant}`, size === "md" ? "" : `btn-${size}`].filter(Boolean).join(" ");
}

interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  onClick?: () => void;
}

/** A router link that looks like a button (navigation stays a link for assistive tech). */
export function ButtonLink({ to, children, variant, size, className, onClick }: ButtonLinkProps) {
  const classes = [buttonClass(variant, size), className].filter(Boolean).join(" ");
  return (
    <Link to={to} className={classes} onClick={onClick}>
      {children}
    </Link>
  );
}
