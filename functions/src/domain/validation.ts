/** docs/product.md §5, §8; no imports, so a page needing only these loads no zod, no more domain. */
export const MESSAGES = {
  requiredContact: "Please fill in all required fields",
  invalidEmail: "Please enter a valid email address",
  requiredAddress: "Please fill in all delivery address details.",
  invalidPhone: "Please enter a valid 10-digit mobile number.",
  invalidPincode: "Please enter a valid 6-digit pincode.",
  invalidVariant: "Invalid product variant.",
  emptyCart: "Your cart is empty!",
  invalidOrderId: "No order ID found. Please go back to your cart.",
  invalidRequestId: "Please try placing your order again.",
  emailNotVerified: "Your email is not verified yet.",
  enterPassword: "Please enter your password.",
  shortPassword: "Password should be at least 6 characters.",
  tooManyPendingOrders:
    "You have too many unpaid orders right now. Please pay for one of them or try again tomorrow.",
} as const;

/** Past a callable's rate limit; server-only, so kept out of MESSAGES, which the web carries. */
export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a few minutes and try again.";

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Indian mobile numbers, with or without +91 / 0. */
export const PHONE_PATTERN = /^(?:\+91[\s-]?|0)?[6-9]\d{9}$/;
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

/** Bare 10 digits (no +91/0, spaces or dashes), so a number is stored and searched alike. */
export const mobileDigits = (text: string) =>
  /^(?:91|0)?([6-9]\d{9})$/.exec(text.replace(/\D/g, ""))?.[1];

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
