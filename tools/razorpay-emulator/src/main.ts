#!/usr/bin/env node
// Standalone emulator for the local stack (env and flags: docs/razorpay-emulator.md). The webhook
// timeout defaults to 30 s, not Razorpay's 5 s: a Functions cold start on a busy machine is slower.
import { parseArgs } from "node:util";
import { createRazorpayEmulator, localRazorpayConfig } from "./index.js";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: process.env.RAZORPAY_EMULATOR_PORT ?? "4010" },
    host: { type: "string", default: "127.0.0.1" },
    "webhook-url": { type: "string", default: process.env.RAZORPAY_WEBHOOK_URL ?? "" },
    "webhook-timeout-ms": {
      type: "string",
      default: process.env.RAZORPAY_WEBHOOK_TIMEOUT_MS ?? "30000",
    },
  },
});

const config = localRazorpayConfig();
const { "webhook-url": webhookUrl, "webhook-timeout-ms": given } = values;
const timeoutMs = Number(given);
if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) {
  throw new Error(`--webhook-timeout-ms must be a whole number of ms, not ${given}`);
}
const emulator = createRazorpayEmulator({
  ...config,
  webhookUrl,
  webhookTimeoutMs: timeoutMs,
  log: (line) => console.log(`${new Date().toISOString()} ${line}`),
});
const url = await emulator.listen(Number(values.port), values.host);
console.log(`Razorpay emulator on ${url} (key ${config.keyId})`);
console.log(`  webhooks → ${webhookUrl || "(none configured)"} (timeout ${timeoutMs} ms)`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void emulator.close().then(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  });
}
