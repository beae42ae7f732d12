import { LINE_MESSAGES, MAX_QUANTITY_PER_LINE, MESSAGES, ORDER_MESSAGES } from "@shop/domain";

/**
 * Every text the cart shows, in one place. The quoted ones are the spec's
 * (docs/product.md §5, §6, §8) and tests assert them exactly; the rest cover cases the spec
 * leaves open (caps, stale lines) in the same voice.
 */
export const CART_MESSAGES = {
  loginToAdd: "You must be logged in to add items to the cart.",
  invalidVariant: MESSAGES.invalidVariant,
  unknownProduct: LINE_MESSAGES.unknownProduct,
  maxQuantity: LINE_MESSAGES.maxQuantity,
  notWholeNumber: LINE_MESSAGES.notWholeNumber,
  removed: "Removed item from cart.",
  cleared: "Cart cleared!",
  emptyCart: MESSAGES.emptyCart,
  loginToOrder: ORDER_MESSAGES.loginToOrder,
  orderCreated: "Order created. Redirecting to payment...",
  orderFailed: ORDER_MESSAGES.createFailed,
  loginToBuy: "You must be logged in to place your order",
  buyNowCreated: "Order Created. Redirecting to payment...",
  buyNowFailed: "Failed to create your order. Please try again...",
  unreadable: "Your saved cart could not be read, so it was started afresh.",
  notSaved: "Your cart could not be saved on this device; it will be lost when you close the tab.",
} as const;

export const added = (label: string) => `${label} added to cart!`;
export const increased = (label: string) => `Increased quantity of ${label}`;
export const updated = (label: string) => `Updated quantity of ${label}`;

export function unavailable(count: number): string {
  return count === 1
    ? "An item in your cart is no longer available and was removed."
    : `${count} items in your cart are no longer available and were removed.`;
}

export const capped = (label: string) =>
  `The quantity of ${label} was reduced to ${MAX_QUANTITY_PER_LINE}, the most you can order of one item.`;
