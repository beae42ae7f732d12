import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { NOT_QUERIES, QUERIES } from "../deploy/queries.mjs";

export const REPO = fileURLToPath(new URL("../..", import.meta.url));
export const PROJECT = "aquasense-prod";

/** A deploy-ready configuration for PROJECT, as an operator following docs/deploy.md leaves it. */
export const GOOD = {
  [`functions/.env.${PROJECT}`]: [
    "RAZORPAY_MODE=test",
    "RAZORPAY_KEY_ID=rzp_test_AbC123xyz",
    "EMAILJS_SERVICE_ID=service_abc",
    "EMAILJS_ADMIN_TEMPLATE_ID=template_admin",
    "EMAILJS_ACK_TEMPLATE_ID=template_ack",
    "EMAILJS_PUBLIC_KEY=pk_abc",
    "EMAILJS_ORDER_CONFIRMATION_TEMPLATE_ID=template_confirmed",
    "EMAILJS_ORDER_SHIPPED_TEMPLATE_ID=template_shipped",
    "EMAILJS_REFUND_TEMPLATE_ID=template_refund",
    "EMAILJS_STOCK_ALERT_TEMPLATE_ID=template_back_in_stock",
    "SHOP_ADMIN_EMAIL=orders@example.in",
    "SHOP_NAME=AquaSense",
    "SHOP_URL=https://shop.example.in",
    "SELLER_LEGAL_NAME=AquaSense Devices Private Limited",
    "SELLER_ADDRESS=12 MG Road; Bengaluru 560001, Karnataka",
    "SELLER_GSTIN=29AAACA1234B1ZE",
    "WEBHOOK_MIN_INSTANCES=0",
    "RAZORPAY_API_URL=",
    "COD_DAILY_MAX=50",
    "COD_MAX_ORDER_RUPEES=5000",
    "COD_FEE_RUPEES=49",
    "COD_REFUSED_PINCODES=",
  ].join("\n"),
  [`ops/secrets.${PROJECT}`]:
    "# set with firebase functions:secrets:set\nRAZORPAY_KEY_SECRET\nRAZORPAY_WEBHOOK_SECRET\nEMAILJS_PRIVATE_KEY\n",
  "web/.env.production": [
    `VITE_FIREBASE_PROJECT_ID=${PROJECT}`,
    "VITE_FIREBASE_API_KEY=AIzaSyExample",
    `VITE_FIREBASE_AUTH_DOMAIN=${PROJECT}.firebaseapp.com`,
    "VITE_FIREBASE_APP_ID=1:123:web:abc",
    "VITE_APPCHECK_SITE_KEY=6LcExampleSiteKey",
    "SITE_URL=https://shop.example.in",
  ].join("\n"),
};

/** The repository's own files the checks read: params, rules, indexes and every query's source. */
const FROM_REPO = [
  "functions/src/config.ts",
  "functions/src/runtime.ts",
  "functions/package.json",
  "functions/package-lock.json",
  "firestore.rules",
  "firestore.indexes.json",
  ...QUERIES.flatMap((q) => [q.file, ...(q.fieldsIn ?? [])]),
  ...Object.keys(NOT_QUERIES),
];

const made = [];

/** A temp dir with the repository's files, GOOD, then `changes` (null deletes a file). */
export function fixture(changes = {}) {
  const root = mkdtempSync(join(tmpdir(), "deploy-check-"));
  made.push(root);
  for (const file of FROM_REPO) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    cpSync(join(REPO, file), join(root, file));
  }
  for (const [file, text] of Object.entries({ ...GOOD, ...changes })) {
    const path = join(root, file);
    if (text === null) {
      rmSync(path, { force: true });
      continue;
    }
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  return root;
}

export function removeFixtures() {
  for (const root of made.splice(0)) rmSync(root, { recursive: true, force: true });
}

/** GOOD's text for `file` with one line replaced (or removed when `line` is null). */
export function edit(file, name, line) {
  const lines = GOOD[file].split("\n").filter((l) => !l.startsWith(`${name}=`));
  return [...lines, ...(line === null ? [] : [line])].join("\n");
}
