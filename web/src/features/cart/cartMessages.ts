import { LINE_MESSAGES, MESSAGES, ORDER_MESSAGES } from "@shop/domain";
import { toast } from "../../components/ui/toast";
import { useCartStore, type CartOutcome, type CartRefusal, type CartState } from "./cartStore";

/** Placing an order's texts (docs/product.md §6, §8); the rest are the domain's MESSAGES. */
export const CART_MESSAGES = {
  orderCreated: "Order created. Redirecting to payment...",
  orderFailed: ORDER_MESSAGES.createFailed,
  loginToBuy: "You must be logged in to place your order",
  buyNowCreated: "Order Created. Redirecting to payment...",
  buyNowFailed: "Failed to create your order. Please try again...",
} as const;

const REFUSALS: Record<CartRefusal, string | null> = {
  "login-required": "You must be logged in to add items to the cart.",
  "unknown-product": LINE_MESSAGES.unknownProduct,
  "invalid-variant": MESSAGES.invalidVariant,
  "at-limit": LINE_MESSAGES.maxQuantity,
  "not-whole": LINE_MESSAGES.notWholeNumber,
  // A line already gone (a double click, another tab): nothing to say.
  "not-in-cart": null,
};

/** Tells the shopper what a cart action did (docs/product.md §4, §5). */
function toastCartOutcome(outcome: CartOutcome): void {
  if (!outcome.ok) {
    const message = REFUSALS[outcome.reason];
    if (message) toast.error(message);
  } else if (outcome.change === "added") toast.success(`${outcome.label} added to cart!`);
  else if (outcome.change === "increased") toast.success(`Increased quantity of ${outcome.label}`);
  else if (outcome.change === "updated") toast.info(`Updated quantity of ${outcome.label}`);
  else if (outcome.change === "removed") toast.info("Removed item from cart.");
  else toast.success("Cart cleared!");
}

type CartActions = Omit<CartState, "lines" | "discountCode" | "setDiscountCode">;

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
