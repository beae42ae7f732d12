#!/usr/bin/env node
// `npm run gstr1 -- 2026-11 [--out <dir>] [--local] [--project <id>]`: the month's GSTR-1 tables
// and sales register as CSV files (functions/src/invoices/monthlyReturn.ts; npm run build:stack
// first), and whether they reconcile with what Razorpay captured less refunds. docs/invoices.md.
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { PROJECT_ID, resolvePorts, stackEnv } from "./stack/ports.mjs";

const USAGE = "Usage: npm run gstr1 -- <YYYY-MM> [--out <dir>] [--local] [--project <id>]";
const { values, positionals } = parseArgs({
  options: { out: { type: "string" }, local: { type: "boolean" }, project: { type: "string" } },
  allowPositionals: true,
});
const [month] = positionals;
if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month ?? "") || positionals.length > 1) {
  console.error(`Give one month, written like 2026-11.\n${USAGE}`);
  process.exit(2);
}
// --local: the stack's Firestore emulator; else FIRESTORE_EMULATOR_HOST if set, or the project.
if (values.local) {
  process.env.FIRESTORE_EMULATOR_HOST = stackEnv(resolvePorts()).FIRESTORE_EMULATOR_HOST;
}
const local = Boolean(process.env.FIRESTORE_EMULATOR_HOST);
const { GOOGLE_CLOUD_PROJECT, GCLOUD_PROJECT } = process.env;
const project = values.project ?? GOOGLE_CLOUD_PROJECT ?? GCLOUD_PROJECT ?? (local && PROJECT_ID);
if (!project) {
  console.error(`Which project? Give --project (Application Default Credentials), or --local.`);
  process.exit(2);
}
process.env.GCLOUD_PROJECT = project;

const { monthlyReturn } = await import("../functions/lib/invoices/monthlyReturn.js");
const result = await monthlyReturn(month);
const dir = resolve(values.out ?? `gstr1-${month}`);
mkdirSync(dir, { recursive: true });
for (const file of result.files) writeFileSync(join(dir, file.name), file.csv);
const rupees = (paise) => `Rs. ${(paise / 100).toFixed(2)}`;
const expected = result.captured - result.refunded;
console.log(`${result.files.length} files for ${month} (${result.documents} documents) in ${dir}`);
console.log(`Invoices less credit notes: ${rupees(result.netTakings)}`);
console.log(`Captured ${rupees(result.captured)} less refunded ${rupees(result.refunded)}`);
if (result.netTakings !== expected) {
  console.error(
    `They differ by ${rupees(result.netTakings - expected)}: a document issued in another month ` +
      "than its payment or refund, or one not issued yet (docs/invoices.md).",
  );
  process.exit(1);
}
console.log("They reconcile.");
process.exit(0);
