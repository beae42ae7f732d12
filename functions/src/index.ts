// Wiring only: every export is a deployed function, each callable from its CALLABLES entry.
import type { SecretParam } from "firebase-functions/params";
import { setGlobalOptions } from "firebase-functions/v2";
import { onRequest } from "firebase-functions/v2/https";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { CALLABLES, type CallableEntry, type CallableName } from "./domain";
import { emailjsPrivateKey, razorpayKeySecret, razorpayWebhookSecret } from "./config";
import { adminAdvanceOrderHandler } from "./admin/advanceOrder";
import { adminCancelOrderHandler } from "./admin/cancelOrder";
import { adminCodOutcomeHandler } from "./admin/codOutcome";
import { adminRefundOrderHandler } from "./admin/refundOrder";
import { adminSaveVariantHandler } from "./admin/saveVariant";
import { setMessageStatusHandler } from "./contact/messageStatus";
import { sendContactMessageHandler } from "./contact/sendContactMessage";
import { taxDocumentPdfHandler } from "./invoices/invoicePdf";
import { monthlyReturnHandler } from "./invoices/monthlyReturn";
import { onContractCall, type CallableHandler, type Handler } from "./lib/callable";
import { retryDueEmails } from "./orderEmails/retryOrderEmails";
import {
  cancelCodOrderHandler,
  codQuoteHandler,
  placeCodOrderHandler,
} from "./orders/cashOnDelivery";
import { adminSaveDiscountHandler, checkDiscountHandler } from "./orders/discountCodes";
import { placeOrderHandler } from "./orders/orderRepository";
import { confirmPaymentHandler } from "./payments/confirmPayment";
import { razorpayWebhookHandler } from "./payments/razorpayWebhook";
import { reconcilePendingPayments } from "./payments/reconcilePayments";
import { startPaymentHandler } from "./payments/startPayment";
import { notifyWhenBackHandler } from "./stockAlerts/notifyWhenBack";
import { globalOptions, sizing } from "./runtime";

setGlobalOptions(globalOptions);

function callable<Name extends CallableName>(
  name: Name,
  handler: CallableHandler<Name>,
  secrets?: SecretParam[],
) {
  const { access, rateLimit }: CallableEntry = CALLABLES[name];
  const options = { ...sizing[name], ...(secrets && { secrets }), access, rateLimit };
  // A public callable's handler accepts an undefined uid (lib/callable.ts types it so).
  return onContractCall(CALLABLES[name], options, handler as Handler<CallableEntry, string>);
}

// A paid order's confirmation e-mail leaves on whichever path marks it paid.
const mail = [emailjsPrivateKey];
const pay = [razorpayKeySecret, ...mail];
export const placeOrder = callable("placeOrder", placeOrderHandler);
// Discount codes (docs/discounts.md): the cart's check, and the console's save.
export const checkDiscount = callable("checkDiscount", checkDiscountHandler);
export const startPayment = callable("startPayment", startPaymentHandler, pay);
export const confirmPayment = callable("confirmPayment", confirmPaymentHandler, pay);
// Cash on delivery (docs/cod.md): a placed order is e-mailed; a Razorpay order is asked first.
export const codQuote = callable("codQuote", codQuoteHandler);
export const placeCodOrder = callable("placeCodOrder", placeCodOrderHandler, pay);
export const cancelCodOrder = callable("cancelCodOrder", cancelCodOrderHandler);
export const sendContactMessage = callable("sendContactMessage", sendContactMessageHandler, mail);
// The operator console's (docs/admin.md): refunds go through Razorpay, the shopper is e-mailed.
export const adminSetMessageStatus = callable("adminSetMessageStatus", setMessageStatusHandler);
export const adminAdvanceOrder = callable("adminAdvanceOrder", adminAdvanceOrderHandler, pay);
export const adminCancelOrder = callable("adminCancelOrder", adminCancelOrderHandler, pay);
export const adminRefundOrder = callable("adminRefundOrder", adminRefundOrderHandler, pay);
export const adminCodOutcome = callable("adminCodOutcome", adminCodOutcomeHandler, pay);
// Stock and live prices (docs/stock.md): one variant's figures and their history entry.
// A save that puts a variant back on sale e-mails its "Notify me" shoppers.
export const adminSaveVariant = callable("adminSaveVariant", adminSaveVariantHandler, mail);
export const notifyWhenBack = callable("notifyWhenBack", notifyWhenBackHandler);
export const adminSaveDiscount = callable("adminSaveDiscount", adminSaveDiscountHandler);
// Invoices and credit notes (docs/invoices.md): a PDF for its buyer, a month's GSTR-1 for admins.
export const taxDocumentPdf = callable("taxDocumentPdf", taxDocumentPdfHandler);
export const monthlyReturn = callable("monthlyReturn", monthlyReturnHandler);

// The webhook may capture an authorised payment, and e-mails the shopper.
export const razorpayWebhook = onRequest(
  { ...sizing.razorpayWebhook, secrets: [razorpayWebhookSecret, ...pay] },
  razorpayWebhookHandler,
);
// Settles paid orders whose confirmation and webhook both got lost (closed tab, outage).
export const reconcilePayments = onSchedule(
  { ...sizing.reconcilePayments, schedule: "every 5 minutes", secrets: pay },
  async () => void (await reconcilePendingPayments()),
);
// Tries a failed shopper e-mail about an order, or a "Notify me" one, again, with growing waits.
export const retryOrderEmails = onSchedule(
  { ...sizing.retryOrderEmails, schedule: "every 5 minutes", secrets: mail },
  retryDueEmails,
);
