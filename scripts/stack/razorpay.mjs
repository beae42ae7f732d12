import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { definedParams } from "../deploy/functionsConfig.mjs";
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

// The emulator (development tooling, never deployed), from its build; webhooks go to the Functions
// emulator's razorpayWebhook, keys from functions/.secret.local unless env says otherwise.
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
  await waitUntil("Razorpay emulator", `${env.SHOP_RAZORPAY_URL}/v1/checkout.js`, { entry });
  return entry;
}

// Production params have no defaults, so functions/.env.local states every one (EmailJS's empty);
// rewritten on each start as the file wins over the process env (no stale RAZORPAY_API_URL port).
export async function writeFunctionsEmulatorEnv(ports, env = process.env) {
  builtEmulator();
  const { localRazorpayConfig } = await import("@shop/razorpay-emulator");
  const unset = definedParams(root).filter((p) => p.kind !== "secret" && !p.hasDefault);
  const params = {
    ...Object.fromEntries(unset.map((p) => [p.name, ""])),
    RAZORPAY_API_URL: `http://${HOST}:${ports.razorpay}`,
    RAZORPAY_KEY_ID: localRazorpayConfig(env).keyId,
    SHOP_ADMIN_EMAIL: SHOP_CONTACT_EMAIL,
  };
  const lines = [
    "# Written by scripts/stack.mjs on every start (local emulators only; never deployed).",
    "# The Functions emulator appends the other params' defaults below.",
    ...Object.entries(params).map(([name, value]) => `${name}=${value}`),
  ];
  writeFileSync(join(root, "functions", ".env.local"), `${lines.join("\n")}\n`);
}
