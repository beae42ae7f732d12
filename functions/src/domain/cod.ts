import { ADMIN_MESSAGES, type FulfilmentStage } from "./fulfilment";
import { formatINR, type Paise } from "./money";

// Cash on delivery (docs/cod.md): confirmed, not paid, until the courier's cash is collected.

/** The owner's limits, config.ts's COD_* params: `maxOrder` of goods, `fee` added (gone if paid
 * online), `dailyMax` orders across the shop (0: COD off). The server enforces every one. */
export interface CodLimits {
  maxOrder: Paise;
  fee: Paise;
  refusedPincodes: readonly string[];
  dailyMax: number;
}

export const COD_TEXT = {
  payOnline: "Pay online",
  cashOnDelivery: "Cash on delivery",
  placeOrder: "Place order",
  verifyPhone: "Send code",
  confirmCode: "Verify",
  cancel: "Cancel order",
  payNow: "Pay online now",
  collected: "Delivered, cash collected",
  returned: "Returned to origin",
} as const;

export const COD_MESSAGES = {
  unavailable: "Cash on delivery is not available right now. Please pay online.",
  pincodeRefused: "Cash on delivery is not available for this pincode. Please pay online.",
  openOrder:
    "You already have a cash on delivery order that is not delivered yet. Please pay online for this one.",
  phoneNotVerified: "Verify your mobile number to choose cash on delivery.",
  phoneInUse: "This mobile number is verified on another account.",
  wrongCode: "That code is not right. Please check the SMS and try again.",
  codeFailed: "Could not send the code. Please try again.",
  placeFailed: "Could not place your order. Please try again.",
  notCod: "This order is not a cash on delivery order.",
  notCancellable: "This order has shipped and can no longer be cancelled.",
  cancelFailed: "Could not cancel the order. Please try again.",
  paidOnline: "This order was paid online: do not collect cash for it.",
  notShipped: "Mark the order shipped before recording its delivery or return.",
  cashRefund: "This order was paid in cash on delivery: Razorpay cannot refund it.",
} as const;

export const codOverLimit = (max: Paise) =>
  `Cash on delivery is available for orders up to ${formatINR(max)}. Please pay online.`;

/** My Orders' and the order page's line for an order awaiting cash. */
export const codDueText = (total: Paise) => `Cash on delivery: pay ${formatINR(total)} on delivery`;

/** As Firebase Auth stores a verified number (E.164, India). */
export const e164India = (tenDigits: string) => `+91${tenDigits}`;

/** Why this order may not be placed for cash on delivery, or undefined; first reason wins. */
export function codRefusal(
  order: { amount: Paise; pincode: string },
  limits: CodLimits,
  context: { phoneVerified: boolean; otherOpenCodOrder: boolean; placedToday: number },
): string | undefined {
  if (limits.dailyMax <= 0 || context.placedToday >= limits.dailyMax)
    return COD_MESSAGES.unavailable;
  if (order.amount > limits.maxOrder) return codOverLimit(limits.maxOrder);
  if (limits.refusedPincodes.includes(order.pincode)) return COD_MESSAGES.pincodeRefused;
  if (!context.phoneVerified) return COD_MESSAGES.phoneNotVerified;
  if (context.otherOpenCodOrder) return COD_MESSAGES.openOrder;
  return undefined;
}

/** "12345, 560001" → the valid six-digit pincodes, as the param holds them. */
export const parsePincodeList = (text: string) => [
  ...new Set(text.split(/[\s,;]+/).filter((pin) => /^[1-9]\d{5}$/.test(pin))),
];

/** What a COD order must be for the shopper's cancel or the courier's outcome. */
interface CodView {
  status: string;
  paymentMethod?: string | undefined;
  paymentStatus?: string | undefined;
  closed?: { reason: string } | null | undefined;
  fulfilment?: { stage: FulfilmentStage } | undefined;
  history?: ReadonlyArray<{ requestKey?: string | undefined }> | undefined;
}

type CodDecision = { kind: "move" | "repeat" } | { kind: "refused"; message: string };
const refuse = (message: string): CodDecision => ({ kind: "refused", message });

/** The shopper's cancel: open and not shipped; a cancelled one answers as it is. */
export function decideCodCancel(order: CodView): CodDecision {
  if (order.status !== "cod") return refuse(COD_MESSAGES.notCod);
  if (order.closed?.reason === "cancelled") return { kind: "repeat" };
  const stage = order.fulfilment?.stage;
  if (order.closed || stage === "shipped" || stage === "delivered") {
    return refuse(COD_MESSAGES.notCancellable);
  }
  return { kind: "move" };
}

/** The courier's end of a shipped COD order: cash collected, or returned to origin. */
export function decideCodOutcome(
  order: CodView,
  { outcome, requestKey }: { outcome: "collected" | "returned"; requestKey: string },
): CodDecision {
  const collected = order.status === "paid" && order.paymentStatus === "collected";
  const returned = order.status === "cod" && order.closed?.reason === "returned";
  const seen = order.history?.some((entry) => entry.requestKey === requestKey);
  if ((outcome === "collected" ? collected : returned) || (seen && (collected || returned))) {
    return { kind: "repeat" };
  }
  if (order.status === "paid" && order.paymentMethod !== "cod") {
    return refuse(COD_MESSAGES.paidOnline);
  }
  if (order.status !== "cod") return refuse(COD_MESSAGES.notCod);
  if (order.closed) return refuse(ADMIN_MESSAGES.alreadyClosed);
  if (order.fulfilment?.stage !== "shipped") return refuse(COD_MESSAGES.notShipped);
  return { kind: "move" };
}
