import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { HOST } from "./ports.mjs";
import { waitUntil } from "./processes.mjs";

/** The shop's published address (web/src/config/shopContact.ts): contact notifications go there locally. */
const SHOP_CONTACT_EMAIL = "support@aquasense.in";

const root = new URL("../..", import.meta.url).pathname;

/** The emulator's built entry point, or an error that says how to build it. */
function builtEmulator() {
  const main = fileURLToPath(import.meta.resolve("@shop/razorpay-emulator/main"));
  if (!existsSync(main)) {
    throw new Error(`${main} is missing: build the emulator first (npm run build:stack)`);
  }
  return main;
}

/**
 * The Razorpay emulator (package @shop/razorpay-emulator, tools/razorpay-emulator;
 * development tooling, never deployed), run from its build. Its webhooks go to
 * the razorpayWebhook function on the Functions emulator; keys and secrets are
 * functions/.secret.local's unless env says otherwise.
 */
export async function startRazorpay(group, ports, env) {
  const main = builtEmulator();
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
 * The functions' params for this stack, in functions/.env.local (which the
 * Functions emulator reads and deploy ignores). Production params have no
 * development defaults (functions/src/config.ts), so the stack states every
 * one: the Razorpay emulator's key id and address, the shop's address, and
 * EmailJS left empty (no account, no network: the mailer records "skipped").
 * RAZORPAY_API_URL cannot simply be inherited from our env: the file wins
 * over the process environment. So the file is rewritten on every start:
 * this port, and no stale values.
 */
export async function writeFunctionsEmulatorEnv(ports, env = process.env) {
  builtEmulator();
  const { localRazorpayConfig } = await import("@shop/razorpay-emulator");
  const params = {
    RAZORPAY_API_URL: `http://${HOST}:${ports.razorpay}`,
    RAZORPAY_KEY_ID: localRazorpayConfig(env).keyId,
    SHOP_ADMIN_EMAIL: SHOP_CONTACT_EMAIL,
    EMAILJS_SERVICE_ID: "",
    EMAILJS_ADMIN_TEMPLATE_ID: "",
    EMAILJS_ACK_TEMPLATE_ID: "",
    EMAILJS_PUBLIC_KEY: "",
    EMAILJS_ORDER_CONFIRMATION_TEMPLATE_ID: "",
    EMAILJS_ORDER_SHIPPED_TEMPLATE_ID: "",
    EMAILJS_REFUND_TEMPLATE_ID: "",
  };
  const lines = [
    "# Written by scripts/stack.mjs on every start (local emulators only; never deployed).",
    "# The Functions emulator appends the other params' defaults below.",
    ...Object.entries(params).map(([name, value]) => `${name}=${value}`),
  ];
  writeFileSync(join(root, "functions", ".env.local"), `${lines.join("\n")}\n`);
}
