/**
 * Wiring only: every export is a deployed function. Handlers live beside
 * their feature (validate → domain → repository).
 */
import { setGlobalOptions } from "firebase-functions/v2";
import { onCall, onRequest } from "firebase-functions/v2/https";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { razorpayKeySecret, razorpayWebhookSecret } from "./config";
import { contactCallOptions, sendContactMessageHandler } from "./contact/sendContactMessage";
import { placeOrderHandler } from "./orders/placeOrder";
import { confirmPaymentHandler } from "./payments/confirmPayment";
import { razorpayWebhookHandler } from "./payments/razorpayWebhook";
import { reconcilePendingPayments } from "./payments/reconcilePayments";
import { startPaymentHandler } from "./payments/startPayment";
import { globalOptions, sizing } from "./runtime";

// Region, memory, timeouts and instances: runtime.ts.
setGlobalOptions(globalOptions);

export const placeOrder = onCall(sizing.placeOrder, placeOrderHandler);
export const startPayment = onCall(
  { ...sizing.startPayment, secrets: [razorpayKeySecret] },
  startPaymentHandler,
);
export const confirmPayment = onCall(
  { ...sizing.confirmPayment, secrets: [razorpayKeySecret] },
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
export const sendContactMessage = onCall(
  { ...sizing.sendContactMessage, ...contactCallOptions },
  sendContactMessageHandler,
);
