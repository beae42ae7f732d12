import { defineSecret, defineString } from "firebase-functions/params";

/**
 * Everything the functions are configured with. Secrets live in Secret
 * Manager in production (`firebase functions:secrets:set NAME`) and in
 * functions/.secret.local on the local stack; params in functions/.env.<project>
 * or the deploy prompt. Secrets are never logged.
 */

// Razorpay
export const razorpayKeyId = defineString("RAZORPAY_KEY_ID", {
  description: "Razorpay key id (public, sent to the checkout widget)",
  default: "rzp_test_localemulator",
});
export const razorpayKeySecret = defineSecret("RAZORPAY_KEY_SECRET");
export const razorpayWebhookSecret = defineSecret("RAZORPAY_WEBHOOK_SECRET");
/**
 * Only the local stack sets this, to the Razorpay emulator's address
 * (scripts/stack.mjs exports it). Empty in production: the real API is used.
 */
export const razorpayApiUrl = defineString("RAZORPAY_API_URL", { default: "" });

// EmailJS (docs/product.md §7: an admin notification and an acknowledgement per contact message)
export const emailjsServiceId = defineString("EMAILJS_SERVICE_ID", { default: "" });
export const emailjsAdminTemplateId = defineString("EMAILJS_ADMIN_TEMPLATE_ID", { default: "" });
export const emailjsAckTemplateId = defineString("EMAILJS_ACK_TEMPLATE_ID", { default: "" });
export const emailjsPublicKey = defineString("EMAILJS_PUBLIC_KEY", { default: "" });
export const emailjsPrivateKey = defineSecret("EMAILJS_PRIVATE_KEY");
export const shopAdminEmail = defineString("SHOP_ADMIN_EMAIL", {
  default: "support@aquasense.in",
});
export const shopName = defineString("SHOP_NAME", { default: "AquaSense" });
