/** My Orders' words (docs/product.md §2, §8); the order page's are in ./orderMessages. */
export const ORDERS_MESSAGES = {
  fetchError: "Error in fetching the orders. Please try again later.",
  fetchFailed: "Failed to fetch orders.",
  emptyTitle: "No Paid Orders Found",
  emptyText: "You haven't placed any orders yet. Start shopping now!",
  justPaid: "Just paid",
} as const;
