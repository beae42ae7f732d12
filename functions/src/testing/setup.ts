import { afterEach, vi } from "vitest";

// Functions tests run the real handlers in-process against the Firestore
// emulator, in a project of their own so no other suite's data is touched.
process.env.GCLOUD_PROJECT = "demo-functions-test";
if (!process.env.FIRESTORE_EMULATOR_HOST) {
  throw new Error("FIRESTORE_EMULATOR_HOST is not set: run through `npm run test:emulated`.");
}
// The handlers run here as the Functions emulator runs them; the Razorpay
// client points at the local Razorpay emulator only under it (razorpayClient).
process.env.FUNCTIONS_EMULATOR = "true";
// The seller on invoices, as functions/.env.local states it on the stack (scripts/stack/services.mjs).
process.env.SELLER_LEGAL_NAME ??= "AquaSense Devices Private Limited";
process.env.SELLER_ADDRESS ??= "12 MG Road; Bengaluru 560001, Karnataka";
process.env.SELLER_GSTIN ??= "29AAACA1234B1ZE";
process.env.SHOP_URL ??= "https://shop.example.in";
// Cash on delivery's limits at their defaults (config.ts), as firebase deploy and the Functions
// emulator write them: an unset int param reads 0 in-process. A test may change one for itself.
process.env.COD_DAILY_MAX ??= "50";
process.env.COD_MAX_ORDER_RUPEES ??= "5000";
process.env.COD_FEE_RUPEES ??= "49";
process.env.COD_REFUSED_PINCODES ??= "";

// Every spy (a logger, https.request, a failing service) ends with its test.
afterEach(() => vi.restoreAllMocks());
