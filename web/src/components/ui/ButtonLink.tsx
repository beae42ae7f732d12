import { Link, type LinkProps } from "react-router";

export type ButtonVariant = "primary" | "outline" | "ghost" | "accent";
export type ButtonSize = "sm" | "md" | "lg";

/** The class list of the design system's buttons, for <button> and <Link> alike. */
export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md"): string {
  return ["btn", `btn-${variant}`, size === "md" ? "" : `btn-${size}`].filter(Boolean).join(" ");
}

/** A router link that looks like a button (navigation stays a link for assistive tech). */
export function ButtonLink({ variant, size, className, ...link }: ButtonLinkProps) {
  const classes = [buttonClass(variant, size), className].filter(Boolean).join(" ");
  return <Link {...link} className={classes} />;
}

type ButtonLinkProps = LinkProps & { variant?: ButtonVariant; size?: ButtonSize };
