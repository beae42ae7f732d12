/**
 * Wiring only: every export is a deployed function. Handlers live beside
 * their feature (validate → domain → repository); each callable is exported
 * under its contract's name (domain/callables.ts), which the web calls.
 */
import { setGlobalOptions } from "firebase-functions/v2";
import { onRequest } from "firebase-functions/v2/https";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { ADMIN_CALLABLES, CALLABLES } from "./domain";
import { CALL_LIMITS } from "./callLimits";
import { emailjsPrivateKey, razorpayKeySecret, razorpayWebhookSecret } from "./config";
import { adminAdvanceOrderHandler } from "./admin/advanceOrder";
import { adminCancelOrderHandler } from "./admin/cancelOrder";
import { adminRefundOrderHandler } from "./admin/refundOrder";
import { setMessageStatusHandler } from "./contact/messageStatus";
import { contactCallOptions, sendContactMessageHandler } from "./contact/sendContactMessage";
import { onContractCall } from "./lib/callable";
import { retryDueOrderEmails } from "./orderEmails/retryOrderEmails";
import { placeOrderHandler, placeOrderOptions } from "./orders/placeOrder";
import { confirmPaymentHandler, confirmPaymentOptions } from "./payments/confirmPayment";
import { razorpayWebhookHandler } from "./payments/razorpayWebhook";
import { reconcilePendingPayments } from "./payments/reconcilePayments";
import { startPaymentHandler, startPaymentOptions } from "./payments/startPayment";
import { globalOptions, sizing } from "./runtime";

// Region, memory, timeouts and instances: runtime.ts. Calls per account: callLimits.ts.
setGlobalOptions(globalOptions);

export const placeOrder = onContractCall(
  CALLABLES.placeOrder,
  { ...sizing.placeOrder, ...placeOrderOptions, rateLimit: CALL_LIMITS.placeOrder },
  placeOrderHandler,
);
export const startPayment = onContractCall(
  CALLABLES.startPayment,
  { ...sizing.startPayment, ...startPaymentOptions, rateLimit: CALL_LIMITS.startPayment },
  startPaymentHandler,
);
export const confirmPayment = onContractCall(
  CALLABLES.confirmPayment,
  { ...sizing.confirmPayment, ...confirmPaymentOptions, rateLimit: CALL_LIMITS.confirmPayment },
  confirmPaymentHandler,
);
// The webhook may capture an authorised payment, hence the key secret too,
// and e-mails the shopper (order confirmation, refund issued).
export const razorpayWebhook = onRequest(
  {
    ...sizing.razorpayWebhook,
    secrets: [razorpayWebhookSecret, razorpayKeySecret, emailjsPrivateKey],
  },
  razorpayWebhookHandler,
);
// Settles paid orders whose confirmation and webhook both got lost (closed tab, outage).
export const reconcilePayments = onSchedule(
  {
    ...sizing.reconcilePayments,
    schedule: "every 5 minutes",
    secrets: [razorpayKeySecret, emailjsPrivateKey],
  },
  async () => {
    await reconcilePendingPayments();
  },
);
// Tries a failed shopper e-mail about an order again, with growing waits
// (docs/admin-operations.md, "Order e-mails").
export const retryOrderEmails = onSchedule(
  { ...sizing.retryOrderEmails, schedule: "every 5 minutes", secrets: [emailjsPrivateKey] },
  async () => {
    await retryDueOrderEmails();
  },
);
export const sendContactMessage = onContractCall(
  CALLABLES.sendContactMessage,
  { ...sizing.sendContactMessage, ...contactCallOptions },
  sendContactMessageHandler,
);

// The operator console's callables (docs/admin.md): admin claim only.
export const adminSetMessageStatus = onContractCall(
  ADMIN_CALLABLES.adminSetMessageStatus,
  { ...sizing.adminSetMessageStatus, admin: true, rateLimit: CALL_LIMITS.adminSetMessageStatus },
  setMessageStatusHandler,
);
// The operator console's order actions (docs/admin.md): admins only; refunds
// go through Razorpay, and the shopper is e-mailed. Those that move money
// ("money") check the operator's token against revocation too.
const orderActionSecrets = [razorpayKeySecret, emailjsPrivateKey];
export const adminAdvanceOrder = onContractCall(
  ADMIN_CALLABLES.adminAdvanceOrder,
  {
    ...sizing.adminAdvanceOrder,
    admin: true,
    secrets: orderActionSecrets,
    rateLimit: CALL_LIMITS.adminAdvanceOrder,
  },
  adminAdvanceOrderHandler,
);
export const adminCancelOrder = onContractCall(
  ADMIN_CALLABLES.adminCancelOrder,
  {
    ...sizing.adminCancelOrder,
    admin: "money",
    secrets: orderActionSecrets,
    rateLimit: CALL_LIMITS.adminCancelOrder,
  },
  adminCancelOrderHandler,
);
export const adminRefundOrder = onContractCall(
  ADMIN_CALLABLES.adminRefundOrder,
  {
    ...sizing.adminRefundOrder,
    admin: "money",
    secrets: orderActionSecrets,
    rateLimit: CALL_LIMITS.adminRefundOrder,
  },
  adminRefundOrderHandler,
);
