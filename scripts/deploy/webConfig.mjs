import { readFileSync } from "node:fs";
import { join } from "node:path";
import { readDotenv } from "./functionsConfig.mjs";

/** The Firebase web config a production build needs, read from webEnv.ts's PRODUCTION_KEYS. */
const webEnv = readFileSync(new URL("../../web/src/config/webEnv.ts", import.meta.url), "utf8");
const productionKeys = /PRODUCTION_KEYS = \[([^\]]*)\]/.exec(webEnv)[1];
export const WEB_KEYS = [...productionKeys.matchAll(/"(\w+)"/g)].map((match) => match[1]);
/** A GSTIN's form, as functions/src/domain/invoice.ts isGstin checks it. */
const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const LOCAL_ONLY = [
  "VITE_EMULATOR_HOST",
  "VITE_AUTH_EMULATOR_PORT",
  "VITE_FIRESTORE_EMULATOR_PORT",
];

// A VITE_* variable in this process's `environment` wins over web/.env.production in the build, so
// one left over from the local stack would ship.
export function checkWebConfig(root, project, environment = {}) {
  const file = "web/.env.production";
  const env = readDotenv(join(root, file));
  if (!env) {
    return [
      `${file} is missing: copy the web app's config from the Firebase console into it (docs/deploy.md, "Register the web app").`,
    ];
  }
  const problems = [];
  const missing = WEB_KEYS.filter((key) => !env[key]);
  if (missing.length > 0) problems.push(`${file}: ${missing.join(", ")} not set.`);
  // The seller's GSTIN on the shoppers' tax invoices (web/src/config/seller.ts).
  if (!env.VITE_SELLER_GSTIN) {
    problems.push(`${file}: VITE_SELLER_GSTIN (the seller's GSTIN for tax invoices) not set.`);
  } else if (!GSTIN.test(env.VITE_SELLER_GSTIN)) {
    problems.push(`${file}: VITE_SELLER_GSTIN "${env.VITE_SELLER_GSTIN}" is not a GSTIN.`);
  }
  if (env.VITE_FIREBASE_PROJECT_ID && env.VITE_FIREBASE_PROJECT_ID !== project) {
    problems.push(
      `${file}: VITE_FIREBASE_PROJECT_ID is ${env.VITE_FIREBASE_PROJECT_ID}, but you are deploying ${project}.`,
    );
  }
  if (env.VITE_USE_EMULATORS === "true") problems.push(`${file}: VITE_USE_EMULATORS=true.`);
  for (const key of LOCAL_ONLY) {
    if (env[key]) problems.push(`${file}: ${key} is for the local stack only; remove it.`);
  }
  const checkout = env.VITE_RAZORPAY_CHECKOUT_URL;
  if (checkout && !checkout.startsWith("https://checkout.razorpay.com/")) {
    problems.push(
      `${file}: VITE_RAZORPAY_CHECKOUT_URL is ${checkout}; remove it to use Razorpay's own.`,
    );
  }
  if (env.SITE_URL && !/^https:\/\/[^/]+/.test(env.SITE_URL)) {
    problems.push(`${file}: SITE_URL must be the shop's https address, not "${env.SITE_URL}".`);
  }
  for (const [key, value] of Object.entries(environment)) {
    if ((key.startsWith("VITE_") || key === "SITE_URL") && value !== env[key]) {
      problems.push(
        `${key}=${value} is set in this shell and would override ${file} in the build: unset it.`,
      );
    }
  }
  return problems;
}
