// Functions tests run the real handlers in-process against the Firestore
// emulator, in a project of their own so no other suite's data is touched.
process.env.GCLOUD_PROJECT = "demo-functions-test";
if (!process.env.FIRESTORE_EMULATOR_HOST) {
  throw new Error("FIRESTORE_EMULATOR_HOST is not set: run through `npm run test:emulated`.");
}
// The handlers run here as the Functions emulator runs them; the Razorpay
// client points at the local Razorpay emulator only under it (razorpayClient).
process.env.FUNCTIONS_EMULATOR = "true";
