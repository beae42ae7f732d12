import type { ReactNode } from "react";
import { ButtonLink } from "../../../components/ui/ButtonLink";

interface Props {
  title: string;
  children: ReactNode;
  /** Where the shopper can go from here; none while the page waits for the order by itself. */
  action?: { to: string; label: string } | undefined;
  tone?: "neutral" | "error" | "success";
}

/** The checkout's non-order states (docs/product.md §2). */
export function CheckoutNotice({ title, children, action, tone = "neutral" }: Props) {
  return (
    <section className="page narrow checkout-notice" aria-labelledby="checkout-notice-title">
      <div className={`card checkout-notice-card is-${tone}`}>
        <h1 id="checkout-notice-title">{title}</h1>
        <div className="checkout-notice-text">{children}</div>
        {action && (
          <ButtonLink to={action.to} size="lg">
            {action.label}
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
