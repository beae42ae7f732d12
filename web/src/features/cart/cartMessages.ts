import { LINE_MESSAGES, MESSAGES, ORDER_MESSAGES } from "@shop/domain";
import { toast } from "../../components/ui/toast";
import { NOTICE_MESSAGES } from "./cartNotices";
import { useCartStore, type CartOutcome, type CartRefusal } from "./cartStore";

/** Every text the cart shows (docs/product.md §5, §6, §8; the rest in the same voice). */
export const CART_MESSAGES = {
  loginToAdd: "You must be logged in to add items to the cart.",
  invalidVariant: MESSAGES.invalidVariant,
  unknownProduct: LINE_MESSAGES.unknownProduct,
  maxQuantity: LINE_MESSAGES.maxQuantity,
  notWholeNumber: LINE_MESSAGES.notWholeNumber,
  removed: "Removed item from cart.",
  cleared: "Cart cleared!",
  clearQuestion: "Clear your cart?",
  clearExplained: "Every item will be removed from your cart.",
  emptyCart: MESSAGES.emptyCart,
  loginToOrder: ORDER_MESSAGES.loginToOrder,
  orderCreated: "Order created. Redirecting to payment...",
  orderFailed: ORDER_MESSAGES.createFailed,
  loginToBuy: "You must be logged in to place your order",
  buyNowCreated: "Order Created. Redirecting to payment...",
  buyNowFailed: "Failed to create your order. Please try again...",
  ...NOTICE_MESSAGES,
} as const;

export const added = (label: string) => `${label} added to cart!`;
export const increased = (label: string) => `Increased quantity of ${label}`;
export const updated = (label: string) => `Updated quantity of ${label}`;

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

export interface CartActions {
  addItem: (productId: string, variantKey: string, quantity?: number) => CartOutcome;
  updateQuantity: (productId: string, variantKey: string, quantity: number) => CartOutcome;
  removeItem: (productId: string, variantKey: string) => CartOutcome;
  clearItems: () => CartOutcome;
}

/** Each shopper-facing action once, so the functions never change identity. */
const actions: CartActions = {
  addItem: (productId, variantKey, quantity) =>
    told(useCartStore.getState().addItem(productId, variantKey, quantity)),
  updateQuantity: (productId, variantKey, quantity) =>
    told(useCartStore.getState().updateQuantity(productId, variantKey, quantity)),
  removeItem: (productId, variantKey) =>
    told(useCartStore.getState().removeItem(productId, variantKey)),
  clearItems: () => told(useCartStore.getState().clearItems()),
};

function told(outcome: CartOutcome): CartOutcome {
  toastCartOutcome(outcome);
  return outcome;
}

/** The cart's actions as a button runs them: each one tells the shopper what it did. */
export function useCartActions(): CartActions {
  return actions;
}
