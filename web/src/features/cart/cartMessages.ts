import { LINE_MESSAGES, MESSAGES, ORDER_MESSAGES } from "@shop/domain";
import { toast } from "../../components/ui/toast";
import { useCartStore, type CartOutcome, type CartRefusal, type CartState } from "./cartStore";

/** The cart's own texts (docs/product.md §5, §6, §8); the rest are the domain's MESSAGES. */
export const CART_MESSAGES = {
  loginToAdd: "You must be logged in to add items to the cart.",
  removed: "Removed item from cart.",
  cleared: "Cart cleared!",
  clearQuestion: "Clear your cart?",
  clearExplained: "Every item will be removed from your cart.",
  orderCreated: "Order created. Redirecting to payment...",
  orderFailed: ORDER_MESSAGES.createFailed,
  loginToBuy: "You must be logged in to place your order",
  buyNowCreated: "Order Created. Redirecting to payment...",
  buyNowFailed: "Failed to create your order. Please try again...",
} as const;

export const added = (label: string) => `${label} added to cart!`;
export const increased = (label: string) => `Increased quantity of ${label}`;
export const updated = (label: string) => `Updated quantity of ${label}`;

const REFUSALS: Record<CartRefusal, string | null> = {
  "login-required": CART_MESSAGES.loginToAdd,
  "unknown-product": LINE_MESSAGES.unknownProduct,
  "invalid-variant": MESSAGES.invalidVariant,
  "at-limit": LINE_MESSAGES.maxQuantity,
  "not-whole": LINE_MESSAGES.notWholeNumber,
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

type CartActions = Omit<CartState, "lines">;

/** Each action once, so the functions never change identity; each tells the shopper what it did. */
const actions = Object.fromEntries(
  (["addItem", "updateQuantity", "removeItem", "clearItems"] as const).map((name) => [
    name,
    (...args: never[]) => {
      const outcome = (useCartStore.getState()[name] as (...a: never[]) => CartOutcome)(...args);
      toastCartOutcome(outcome);
      return outcome;
    },
  ]),
) as CartActions;

export const useCartActions = (): CartActions => actions;
