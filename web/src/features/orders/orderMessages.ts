/** My Orders' words and the order page's (docs/product.md §2, §8, docs/orders.md). */
export const ORDERS_MESSAGES = {
  fetchError: "Error in fetching the orders. Please try again later.",
  fetchFailed: "Failed to fetch orders.",
  emptyTitle: "No Paid Orders Found",
  emptyText: "You haven't placed any orders yet. Start shopping now!",
  justPaid: "Just paid",
} as const;

export const ORDER_MESSAGES = {
  orderFetchFailed: "Failed to fetch order details.",
  databaseError: "Database connection error.",
  notFoundTitle: "Order Not Found",
  notFoundText: "We could not find this order in your account.",
  notPaidTitle: "Not Paid Yet",
  notPaidText: "This order has not been paid yet, so it is not in My Orders.",
} as const;
