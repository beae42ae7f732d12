#!/usr/bin/env node
// Counts what a paid order costs in Firestore, function and Razorpay calls (docs/performance.md).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const BUDGET = { reads: 28, writes: 31, firestoreRoundTrips: 33, invocations: 6, razorpayCalls: 2 };

const { values } = parseArgs({
  options: { shoppers: { type: "string", default: "3" }, root: { type: "string" } },
});
const self = fileURLToPath(import.meta.url);

if (!process.env.SHOP_COST_LOG) {
  const log = join(mkdtempSync(join(tmpdir(), "order-cost-")), "costs.jsonl");
  const preload = `--import=${join(self, "../costCounter.mjs")}`;
  const env = { ...process.env, SHOP_COST_LOG: log, NODE_OPTIONS: preload };
  const run = ["scripts/stack.mjs", "--run", `node ${self} --shoppers ${values.shoppers}`];
  const cwd = resolve(values.root ?? join(self, "../../.."));
  process.exit(spawnSync("node", run, { cwd, env, stdio: "inherit" }).status ?? 1);
}

const log = process.env.SHOP_COST_LOG;
const { localRazorpayConfig } = await import("@shop/razorpay-emulator");
const { settleRazorpay } = await import("../load/clients.mjs");
const { createShoppers, shop, warmUp } = await import("../load/shopper.mjs");

const N = Number(values.shoppers);
const shoppers = await createShoppers(N, "cost", () => "confirms");
await warmUp(shoppers[0], 1);
await settleRazorpay();
writeFileSync(log, ""); // the warm-up's refused calls are not an order's cost

const options = { keyId: localRazorpayConfig({}).keyId, timed: (_, step) => step() };
for (const shopper of shoppers) {
  await shop(shopper, options);
  await settleRazorpay();
  if (shopper.confirmAnswer !== "paid" && shopper.confirmAnswer !== "confirming") {
    throw new Error(`shopper ${shopper.email} did not pay: ${JSON.stringify(shopper)}`);
  }
}

const kinds = Object.keys(BUDGET);
const byFunction = {};
const lines = existsSync(log) ? readFileSync(log, "utf8").split("\n").filter(Boolean) : [];
for (const { kind, n, fn = "?" } of lines.map((line) => JSON.parse(line))) {
  byFunction[fn] ??= Object.fromEntries(kinds.map((k) => [k, 0]));
  byFunction[fn][kind] += n;
}
for (const counts of Object.values(byFunction)) {
  for (const kind of kinds) counts[kind] = Number((counts[kind] / N).toFixed(1));
}
const perOrder = (what) => Object.values(byFunction).reduce((sum, f) => sum + f[what], 0);
const rows = kinds.map((what) => ({
  what,
  "per paid order": Number(perOrder(what).toFixed(1)),
  budget: BUDGET[what],
}));
console.log(`\nOne shopper's cart → paid order (${N} shoppers, confirm and webhook):`);
console.table(byFunction);
console.table(rows);
const over = rows.filter((row) => row["per paid order"] > row.budget);
if (over.length > 0) {
  console.log(`OVER BUDGET: ${over.map((row) => row.what).join(", ")}`);
  process.exit(1);
}
