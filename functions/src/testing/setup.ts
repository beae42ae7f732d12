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
