#!/usr/bin/env node
/**
 * Runs the Razorpay emulator on its own (the local stack starts it this way):
 *   node tools/razorpay-emulator/main.mjs --port 4010 --webhook-url http://…/razorpayWebhook
 * Env: RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET (defaults:
 * functions/.secret.local), RAZORPAY_WEBHOOK_URL, RAZORPAY_EMULATOR_PORT.
 */
import { parseArgs } from "node:util";
import { createRazorpayEmulator } from "./index.mjs";
import { localRazorpayConfig } from "./config.mjs";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: process.env.RAZORPAY_EMULATOR_PORT ?? "4010" },
    host: { type: "string", default: "127.0.0.1" },
    "webhook-url": { type: "string", default: process.env.RAZORPAY_WEBHOOK_URL ?? "" },
  },
});

const config = localRazorpayConfig();
const emulator = createRazorpayEmulator({
  ...config,
  webhookUrl: values["webhook-url"],
  log: (line) => console.log(`${new Date().toISOString()} ${line}`),
});
const url = await emulator.listen(Number(values.port), values.host);
console.log(`Razorpay emulator on ${url} (key ${config.keyId})`);
console.log(`  webhooks → ${values["webhook-url"] || "(none configured)"}`);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    emulator.close().then(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  });
}
