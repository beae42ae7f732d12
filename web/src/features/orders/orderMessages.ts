/**
 * The order page's words (docs/orders.md); its failures are worded as
 * checkout words them (docs/product.md §8). Apart from ./messages so that
 * My Orders' chunk does not carry them.
 */
export const ORDER_MESSAGES = {
  orderFetchFailed: "Failed to fetch order details.",
  databaseError: "Database connection error.",
  notFoundTitle: "Order Not Found",
  notFoundText: "We could not find this order in your account.",
  notPaidTitle: "Not Paid Yet",
  notPaidText: "This order has not been paid yet, so it is not in My Orders.",
} as const;
