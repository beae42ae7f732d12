import { defineInt, defineSecret, defineString } from "firebase-functions/params";
import { parsePincodeList, type CodLimits } from "./domain";

// Secrets never logged; params in functions/.env.<project>, no default where production needs one.

// Razorpay
export const razorpayKeyId = defineString("RAZORPAY_KEY_ID", {
  description: "Razorpay key id (public, sent to the checkout widget): rzp_test_… or rzp_live_…",
});
export const razorpayKeySecret = defineSecret("RAZORPAY_KEY_SECRET");
export const razorpayWebhookSecret = defineSecret("RAZORPAY_WEBHOOK_SECRET");
/** The Razorpay emulator's address on the local stack; empty in production (the real API). */
export const razorpayApiUrl = defineString("RAZORPAY_API_URL", { default: "" });

// EmailJS (docs/product.md §7: an admin notification and an acknowledgement per contact message)
export const emailjsServiceId = defineString("EMAILJS_SERVICE_ID", {
  description: "EmailJS service id (Email Services)",
});
export const emailjsAdminTemplateId = defineString("EMAILJS_ADMIN_TEMPLATE_ID", {
  description: "EmailJS template id of the shop's notification of a contact message",
});
export const emailjsAckTemplateId = defineString("EMAILJS_ACK_TEMPLATE_ID", {
  description: "EmailJS template id of the acknowledgement to the sender",
});
export const emailjsPublicKey = defineString("EMAILJS_PUBLIC_KEY", {
  description: "EmailJS public key (Account → General)",
});
export const emailjsPrivateKey = defineSecret("EMAILJS_PRIVATE_KEY");
// The shopper's order e-mails (docs/admin.md, "Order e-mails"), same service and keys.
export const emailjsOrderConfirmationTemplateId = defineString(
  "EMAILJS_ORDER_CONFIRMATION_TEMPLATE_ID",
  { description: "EmailJS template id of the order confirmation sent when an order is paid" },
);
export const emailjsOrderShippedTemplateId = defineString("EMAILJS_ORDER_SHIPPED_TEMPLATE_ID", {
  description: "EmailJS template id of the shipped e-mail (carrier and tracking number)",
});
export const emailjsRefundTemplateId = defineString("EMAILJS_REFUND_TEMPLATE_ID", {
  description: "EmailJS template id of the e-mail sent when Razorpay has processed a refund",
});
// "Notify me" (docs/stock.md#notify-me): the one e-mail to a waiting shopper when a variant is back.
export const emailjsStockAlertTemplateId = defineString("EMAILJS_STOCK_ALERT_TEMPLATE_ID", {
  description: "EmailJS template id of the back-in-stock e-mail to a shopper who asked to be told",
});
export const shopAdminEmail = defineString("SHOP_ADMIN_EMAIL", {
  description: "Where contact messages are sent: the shop's own inbox",
});
export const shopName = defineString("SHOP_NAME", { default: "AquaSense" });
export const shopUrl = defineString("SHOP_URL", {
  description: "The shop's address, e.g. https://shop.example.in: e-mails link to an order's page",
});

// The seller on every invoice and credit note (docs/invoices.md); the state is the GSTIN's first two digits.
export const sellerLegalName = defineString("SELLER_LEGAL_NAME", {
  description: "The seller's legal name as registered for GST",
});
export const sellerAddress = defineString("SELLER_ADDRESS", {
  description: "The seller's principal place of business, its lines separated by ;",
});
export const sellerGstin = defineString("SELLER_GSTIN", {
  description: "The seller's GSTIN (15 characters, e.g. 29AAACA1234B1ZE)",
});

// Cash on delivery's limits (docs/cod.md): the owner's one place, each enforced by the server.
export const codDailyMax = defineInt("COD_DAILY_MAX", {
  default: 50,
  description: "Cash on delivery orders the shop accepts in a day (UTC); 0 switches COD off",
});
export const codMaxOrderRupees = defineInt("COD_MAX_ORDER_RUPEES", {
  default: 5000,
  description: "The largest goods value, in rupees, that may be paid on delivery",
});
export const codFeeRupees = defineInt("COD_FEE_RUPEES", {
  default: 49,
  description: "The fee, in rupees, added when the shopper pays on delivery",
});
export const codRefusedPincodes = defineString("COD_REFUSED_PINCODES", {
  default: "",
  description: "Pincodes refused for cash on delivery, comma-separated",
});

export const codLimits = (): CodLimits => ({
  maxOrder: codMaxOrderRupees.value() * 100,
  fee: codFeeRupees.value() * 100,
  refusedPincodes: parsePincodeList(codRefusedPincodes.value()),
  dailyMax: codDailyMax.value(),
});
