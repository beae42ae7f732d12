import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

// The not-secret values the Functions emulator reads too (env wins), so both sides agree without a
// second copy; src/ (tests) and dist/ (built) both sit three levels down.
const SECRET_FILE = fileURLToPath(new URL("../../../functions/.secret.local", import.meta.url));

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

function readDotenv(path: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of readFileSync(path, "utf8").split("\n")) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match) values[match[1]!] = match[2]!.replace(/^(['"])(.*)\1$/, "$2");
  }
  return values;
}

/** Key id, key secret and webhook secret for the local stack; throws naming what is missing. */
export function localRazorpayConfig(
  env: Record<string, string | undefined> = process.env,
  secretFile: string = SECRET_FILE,
): RazorpayConfig {
  const file = readDotenv(secretFile);
  const config = {
    keyId: env.RAZORPAY_KEY_ID || "rzp_test_localemulator",
    keySecret: env.RAZORPAY_KEY_SECRET || file.RAZORPAY_KEY_SECRET || "",
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET || file.RAZORPAY_WEBHOOK_SECRET || "",
  };
  const missing = Object.entries({
    RAZORPAY_KEY_SECRET: config.keySecret,
    RAZORPAY_WEBHOOK_SECRET: config.webhookSecret,
  }).flatMap(([name, value]) => (value ? [] : [name]));
  if (missing.length > 0) {
    throw new Error(`Razorpay emulator: no value for ${missing.join(", ")} (env or ${secretFile})`);
  }
  return config;
}
