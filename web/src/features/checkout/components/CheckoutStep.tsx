import type { ReactNode } from "react";

interface Props {
  number: number;
  title: string;
  titleId: string;
  /** What sits at the end of the step's heading row (an Edit button, an item count). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

export function CheckoutStep({ number, title, titleId, aside, className, children }: Props) {
  return (
    <section
      className={["checkout-step card", className].filter(Boolean).join(" ")}
      aria-labelledby={titleId}
    >
      <header className="checkout-step-head">
        <span className="checkout-step-number" aria-hidden="true">
          {number}
        </span>
        <h2 id={titleId}>{title}</h2>
        {aside}
      </header>
      {children}
    </section>
  );
}
