/**
 * Wiring only: every export is a deployed function. Handlers live beside
 * their feature (validate → domain → repository); each callable is exported
 * under its contract's name (domain/callables.ts), which the web calls.
 */
import { setGlobalOptions } from "firebase-functions/v2";
import { onRequest } from "firebase-functions/v2/https";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { CALLABLES } from "./domain";
import { razorpayKeySecret, razorpayWebhookSecret } from "./config";
import { contactCallOptions, sendContactMessageHandler } from "./contact/sendContactMessage";
import { onContractCall } from "./lib/callable";
import { placeOrderHandler, placeOrderOptions } from "./orders/placeOrder";
import { confirmPaymentHandler, confirmPaymentOptions } from "./payments/confirmPayment";
import { razorpayWebhookHandler } from "./payments/razorpayWebhook";
import { RECONCILE_TIMEOUT_SECONDS, reconcilePendingPayments } from "./payments/reconcilePayments";
import { startPaymentHandler, startPaymentOptions } from "./payments/startPayment";

setGlobalOptions({ region: "asia-south1", maxInstances: 10 });

export const placeOrder = onContractCall(
  CALLABLES.placeOrder,
  placeOrderOptions,
  placeOrderHandler,
);
export const startPayment = onContractCall(
  CALLABLES.startPayment,
  startPaymentOptions,
  startPaymentHandler,
);
export const confirmPayment = onContractCall(
  CALLABLES.confirmPayment,
  confirmPaymentOptions,
  confirmPaymentHandler,
);
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
export const sendContactMessage = onContractCall(
  CALLABLES.sendContactMessage,
  contactCallOptions,
  sendContactMessageHandler,
);
