// No imports, so the cart's first download carries no more domain.
export const MAX_QUANTITY_PER_LINE = 99;
export const MAX_LINES_PER_ORDER = 20;

export const LINE_MESSAGES = {
  unknownProduct: "This product is not in our catalog.",
  notWholeNumber: "Quantity must be a whole number.",
  notPositive: "Quantity must be a whole number of at least 1.",
  maxQuantity: `You can order at most ${MAX_QUANTITY_PER_LINE} of one item.`,
  maxLines: `An order can hold at most ${MAX_LINES_PER_ORDER} lines.`,
} as const;

/** docs/product.md §8. */
export const ORDER_MESSAGES = {
  loginToOrder: "Please login to place an order.",
  createFailed: "Failed to create order. Please try again.",
} as const;
