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
  const secret = (name: string) => env[name] || file[name] || "";
  const missing = ["RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"].filter(
    (name) => !secret(name),
  );
  if (missing.length > 0) {
    throw new Error(`Razorpay emulator: no value for ${missing.join(", ")} (env or ${secretFile})`);
  }
  return {
    keyId: env.RAZORPAY_KEY_ID || "rzp_test_localemulator",
    keySecret: secret("RAZORPAY_KEY_SECRET"),
    webhookSecret: secret("RAZORPAY_WEBHOOK_SECRET"),
  };
}
