import { LINE_MESSAGES, MESSAGES, ORDER_MESSAGES } from "@shop/domain";
import { NOTICE_MESSAGES } from "./noticeMessages";

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

export { capped, unavailable } from "./noticeMessages";
