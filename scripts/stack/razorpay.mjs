import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { HOST } from "./ports.mjs";
import { waitUntil } from "./processes.mjs";

const root = new URL("../..", import.meta.url).pathname;

/**
 * The Razorpay emulator (package @shop/razorpay-emulator, tools/razorpay-emulator;
 * development tooling, never deployed), run from its build. Its webhooks go to
 * the razorpayWebhook function on the Functions emulator; keys and secrets are
 * functions/.secret.local's unless env says otherwise.
 */
export async function startRazorpay(group, ports, env) {
  const main = fileURLToPath(import.meta.resolve("@shop/razorpay-emulator/main"));
  if (!existsSync(main)) {
    throw new Error(`${main} is missing: build the emulator first (npm run build:stack)`);
  }
  const entry = group.start(
    "razorpay",
    process.execPath,
    [
      main,
      `--port=${ports.razorpay}`,
      `--host=${HOST}`,
      `--webhook-url=${env.SHOP_FUNCTIONS_URL}/razorpayWebhook`,
    ],
    { env, cwd: root },
  );
  await waitUntil(
    "Razorpay emulator",
    async () => (await fetch(`http://${HOST}:${ports.razorpay}/v1/checkout.js`)).ok,
    { entry },
  );
  return entry;
}

/**
 * Points the functions' Razorpay client (param RAZORPAY_API_URL) at this
 * stack's emulator. It cannot simply be inherited from our env: the Functions
 * emulator resolves every param into functions/.env.local (writing defaults
 * there, "" for this one) and that file wins over the process environment. So
 * the file is rewritten on every start: this port, and no stale defaults.
 */
export function writeFunctionsEmulatorEnv(ports) {
  const lines = [
    "# Written by scripts/stack.mjs on every start (local emulators only; never deployed).",
    "# The Functions emulator appends the other params' defaults below.",
    `RAZORPAY_API_URL=http://${HOST}:${ports.razorpay}`,
  ];
  writeFileSync(join(root, "functions", ".env.local"), `${lines.join("\n")}\n`);
}
