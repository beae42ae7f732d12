/**
 * Wiring only: every export is a deployed function. Handlers live beside
 * their feature (validate → domain → repository).
 */
import { setGlobalOptions } from "firebase-functions/v2";
import { onCall } from "firebase-functions/v2/https";
import { placeOrderHandler } from "./orders/placeOrder";
import { contactCallOptions, sendContactMessageHandler } from "./contact/sendContactMessage";

setGlobalOptions({ region: "asia-south1", maxInstances: 10 });

export const placeOrder = onCall(placeOrderHandler);
export const sendContactMessage = onCall(contactCallOptions, sendContactMessageHandler);
