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
import { RECONCILE_TIMEOUT_SECONDS, reconcilePendingPayments } from "./payments/reconcilePayments";
import { startPaymentHandler } from "./payments/startPayment";

setGlobalOptions({ region: "asia-south1", maxInstances: 10 });

export const placeOrder = onCall(placeOrderHandler);
export const startPayment = onCall({ secrets: [razorpayKeySecret] }, startPaymentHandler);
export const confirmPayment = onCall({ secrets: [razorpayKeySecret] }, confirmPaymentHandler);
// The webhook may capture an authorised payment, hence the key secret too.
export const razorpayWebhook = onRequest(
  { secrets: [razorpayWebhookSecret, razorpayKeySecret] },
  razorpayWebhookHandler,
);
// Settles paid orders whose confirmation and webhook both got lost (closed tab, outage).
export const reconcilePayments = onSchedule(
  {
    schedule: "every 5 minutes",
    secrets: [razorpayKeySecret],
    timeoutSeconds: RECONCILE_TIMEOUT_SECONDS,
  },
  async () => {
    await reconcilePendingPayments();
  },
);
export const sendContactMessage = onCall(contactCallOptions, sendContactMessageHandler);
