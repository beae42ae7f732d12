import { ADMIN_MESSAGES } from "@shop/domain";

/** The console's own screen texts (docs/admin-console.md); the server's refusals are in ADMIN_MESSAGES. */
export const ADMIN_UI = {
  notAllowedTitle: "Not allowed",
  notAllowed: ADMIN_MESSAGES.notAdmin,
  accessFailedTitle: "Could not open the console",
  accessFailed: "Could not check your access. Please check your connection and try again.",
  timedOut: "The server has not answered yet. Try again: a repeated request is applied only once.",
  ordersFailed: "Could not load the orders. Please try again.",
  revenueFailed: "Could not load the revenue figures.",
  takingsMeaning:
    "Net: orders paid in the period (IST), less what has been refunded on them since. Gross: what they were paid.",
  orderFailed: "Could not load this order.",
  orderNotFound: ADMIN_MESSAGES.orderNotFound,
  noOrders: "No orders match these filters.",
  orderIdInvalid: "Enter the order ID as the shopper sees it (e.g. 2446-AC8Q) or in full (ORD-…).",
  phoneInvalid: "Enter a 10-digit mobile number, with or without +91.",
  searchAlone: "Order ID and phone searches ignore the other filters.",
  paidStageNote:
    "“Paid” lists paid orders nobody has moved yet: Firestore cannot query a missing fulfilment field, so this page's paid orders are filtered in the browser and a page may hold fewer than 20.",
  notPaidYet: "Fulfilment and refunds start once the order is paid.",
  inboxFailed: "Could not load the messages.",
  inboxEmpty: "No messages yet.",
  inboxNewest: (size: number) => `Showing the ${size} newest messages.`,
  refundEmpty: "Enter the amount to refund in rupees.",
  refundInvalid: "Enter an amount in rupees, e.g. 250 or 250.50.",
  refundTooLarge: ADMIN_MESSAGES.refundTooLarge,
  nothingToRefund: ADMIN_MESSAGES.nothingToRefund,
  refundOwed: (amount: string) => `Refund failed: ${amount} owed`,
  closed: {
    cancelled: "This unpaid order was cancelled: it can no longer be paid.",
    expired: "This unpaid order expired: it can no longer be paid.",
    superseded: "A newer order from the same cart replaced this one: it can no longer be paid.",
  },
} as const;
