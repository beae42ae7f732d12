import { toast } from "../../components/ui/toast";
import type { CartOutcome, CartRefusal } from "./cartStore";
import { CART_MESSAGES, added, increased, updated } from "./cartMessages";

const REFUSALS: Record<CartRefusal, string | null> = {
  "login-required": CART_MESSAGES.loginToAdd,
  "unknown-product": CART_MESSAGES.unknownProduct,
  "invalid-variant": CART_MESSAGES.invalidVariant,
  "at-limit": CART_MESSAGES.maxQuantity,
  "not-whole": CART_MESSAGES.notWholeNumber,
  // A line already gone (a double click, another tab): nothing to say.
  "not-in-cart": null,
};

/** Tells the shopper what a cart action did (docs/product.md §4, §5). */
export function toastCartOutcome(outcome: CartOutcome): void {
  if (!outcome.ok) {
    const message = REFUSALS[outcome.reason];
    if (message) toast.error(message);
    return;
  }
  switch (outcome.change) {
    case "added":
      return toast.success(added(outcome.label));
    case "increased":
      return toast.success(increased(outcome.label));
    case "updated":
      return toast.info(updated(outcome.label));
    case "removed":
      return toast.info(CART_MESSAGES.removed);
    case "cleared":
      return toast.success(CART_MESSAGES.cleared);
  }
}
