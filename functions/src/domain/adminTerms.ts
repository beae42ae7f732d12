import type { CallableTerms } from "./callableRefusals";
import { LOGIN_TO_PROCEED } from "./signInText";

/** The operator console's texts (docs/admin.md); the spec has none for admins. */
export const ADMIN_MESSAGES = {
  notAdmin: "Only the shop's administrators can do this.",
  signIn: LOGIN_TO_PROCEED,
  orderNotFound: "That order was not found.",
  notPaid: "Only a paid order can be fulfilled or refunded.",
  stageNotNext: "This order cannot move to that stage.",
  shipmentRequired: "Enter the carrier and tracking number to mark the order shipped.",
  refundTooLarge: "The refund is more than what is left to refund on this order.",
  nothingToRefund: "Nothing is left to refund on this order.",
  refundRefused: "Razorpay did not accept the refund. Please try again.",
  paidNotClosable: "This order is paid: cancel it with a refund instead.",
  alreadyClosed: "This order is already closed.",
  paymentInFlight: "A payment for this order is being confirmed. Wait for it before cancelling.",
  paymentCheckFailed: "Could not check this order's payment with Razorpay. Please try again.",
  updateFailed: "Could not update the order. Please try again.",
  messageNotFound: "That message was not found.",
  messageUpdateFailed: "Could not update the message. Please try again.",
} as const;

/** Refuses a second Mark shipped whose shipment differs from the one that won. */
export const alreadyShippedText = (shipment: { carrier: string; trackingNumber: string }) =>
  `This order was already shipped with ${shipment.carrier} ${shipment.trackingNumber}.`;

/*
 * The admin callables refuse: a caller without the admin claim
 * (permission-denied), signed out (unauthenticated), bad input, a missing
 * order or message, a move the order's state does not allow
 * (failed-precondition) and an operator past the callable's rate limit
 * (resource-exhausted). Every one answers the server's own sentence.
 */
const ADMIN_REFUSALS = {
  unauthenticated: "server",
  "permission-denied": "server",
  "invalid-argument": "server",
  "not-found": "server",
  "failed-precondition": "server",
  "resource-exhausted": "server",
} as const satisfies CallableTerms["refusals"];

/** paid → packed → shipped → delivered, forward only. */
export const adminAdvanceOrderCall = {
  name: "adminAdvanceOrder",
  /** A few commits and one shopper e-mail (shipped, at most 2.5 s), + 30 s. */
  timeoutSeconds: 33,
  fallback: ADMIN_MESSAGES.updateFailed,
  refusals: ADMIN_REFUSALS,
} as const satisfies CallableTerms<"adminAdvanceOrder">;

/**
 * Cancels a paid, not yet shipped order and refunds what is left of it (again:
 * retries that refund); with `unpaid: true`, closes an unpaid order instead.
 */
export const adminCancelOrderCall = {
  name: "adminCancelOrder",
  /** A commit, one Razorpay refund request (at most 8 s), then its record, + 30 s. */
  timeoutSeconds: 38,
  fallback: ADMIN_MESSAGES.updateFailed,
  refusals: { ...ADMIN_REFUSALS, unavailable: { text: ADMIN_MESSAGES.refundRefused } },
} as const satisfies CallableTerms<"adminCancelOrder">;

/** A full or partial refund through Razorpay's Refunds API. */
export const adminRefundOrderCall = {
  name: "adminRefundOrder",
  /** A commit, one Razorpay refund request (at most 8 s), then its record, + 30 s. */
  timeoutSeconds: 38,
  fallback: ADMIN_MESSAGES.refundRefused,
  refusals: { ...ADMIN_REFUSALS, unavailable: { text: ADMIN_MESSAGES.refundRefused } },
} as const satisfies CallableTerms<"adminRefundOrder">;

/** A contact message's inbox state: new → read → replied. */
export const adminSetMessageStatusCall = {
  name: "adminSetMessageStatus",
  /** One Firestore transaction on one contact message. */
  timeoutSeconds: 30,
  fallback: ADMIN_MESSAGES.messageUpdateFailed,
  refusals: ADMIN_REFUSALS,
} as const satisfies CallableTerms<"adminSetMessageStatus">;
