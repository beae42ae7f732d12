/**
 * Wiring only: every export is a deployed function. Handlers live beside
 * their feature (validate → domain → repository); each callable is exported
 * under its contract's name (domain/callables.ts), which the web calls.
 */
import { setGlobalOptions } from "firebase-functions/v2";
import { onRequest } from "firebase-functions/v2/https";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { ADMIN_CALLABLES, CALLABLES } from "./domain";
import { razorpayKeySecret, razorpayWebhookSecret } from "./config";
import { setMessageStatusHandler } from "./contact/messageStatus";
import { contactCallOptions, sendContactMessageHandler } from "./contact/sendContactMessage";
import { onContractCall } from "./lib/callable";
import { placeOrderHandler, placeOrderOptions } from "./orders/placeOrder";
import { confirmPaymentHandler, confirmPaymentOptions } from "./payments/confirmPayment";
import { razorpayWebhookHandler } from "./payments/razorpayWebhook";
import { reconcilePendingPayments } from "./payments/reconcilePayments";
import { startPaymentHandler, startPaymentOptions } from "./payments/startPayment";
import { globalOptions, sizing } from "./runtime";

// Region, memory, timeouts and instances: runtime.ts.
setGlobalOptions(globalOptions);

export const placeOrder = onContractCall(
  CALLABLES.placeOrder,
  { ...sizing.placeOrder, ...placeOrderOptions },
  placeOrderHandler,
);
export const startPayment = onContractCall(
  CALLABLES.startPayment,
  { ...sizing.startPayment, ...startPaymentOptions },
  startPaymentHandler,
);
export const confirmPayment = onContractCall(
  CALLABLES.confirmPayment,
  { ...sizing.confirmPayment, ...confirmPaymentOptions },
  confirmPaymentHandler,
);
// The webhook may capture an authorised payment, hence the key secret too.
export const razorpayWebhook = onRequest(
  { ...sizing.razorpayWebhook, secrets: [razorpayWebhookSecret, razorpayKeySecret] },
  razorpayWebhookHandler,
);
// Settles paid orders whose confirmation and webhook both got lost (closed tab, outage).
export const reconcilePayments = onSchedule(
  { ...sizing.reconcilePayments, schedule: "every 5 minutes", secrets: [razorpayKeySecret] },
  async () => {
    await reconcilePendingPayments();
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
  { ...sizing.adminSetMessageStatus, admin: true },
  setMessageStatusHandler,
);
