#!/usr/bin/env node
// Load run: N shoppers order and pay, then an audit of Firestore and the emulator (docs/load.md).
import { parseArgs } from "node:util";
import { localRazorpayConfig } from "@shop/razorpay-emulator";
import { auditAll, reconcileOnce } from "./load/audit.mjs";
import { razorpayControl, settleRazorpay } from "./load/clients.mjs";
import { createShoppers, kindOf, shop, warmUp } from "./load/shopper.mjs";
import { createStats, inPool } from "./load/stats.mjs";

const { values } = parseArgs({
  options: {
    shoppers: { type: "string", default: process.env.LOAD_SHOPPERS ?? "200" },
    concurrency: { type: "string", default: process.env.LOAD_CONCURRENCY ?? "8" },
    timeout: { type: "string", default: process.env.LOAD_TIMEOUT_S ?? "900" },
    harsh: { type: "boolean", default: process.env.LOAD_HARSH === "1" },
  },
});
const [N, CONCURRENCY, HARSH] = [Number(values.shoppers), Number(values.concurrency), values.harsh];
const timedOut = () => {
  console.error(`Load run exceeded its ${values.timeout} s timeout`);
  process.exit(2);
};
setTimeout(timedOut, Number(values.timeout) * 1000).unref();

const keys = localRazorpayConfig({});
const stats = createStats();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

// --harsh: the emulator's harshest settings; docs/razorpay-emulator.md sets each against Razorpay's.
async function makeHarsh() {
  await razorpayControl("payments", { capture: "delayed", captureDelayMs: 3000 });
  await razorpayControl("webhooks", {
    duplicates: 0.3,
    shuffleMs: 3000,
    seed: 20261124,
    retrySchedule: "razorpay",
    timeScale: 1 / 360,
    timeoutMs: 5000,
    maxInFlight: 4, // the Functions emulator starts a worker per concurrent request
  });
}

/** Points the webhook at a closed port for `ms`, so those deliveries need Razorpay's retries. */
async function webhookOutage(ms) {
  const { settings } = await razorpayControl("webhooks");
  await razorpayControl("webhooks", { url: "http://127.0.0.1:9/razorpayWebhook" });
  await new Promise((resolve) => setTimeout(resolve, ms));
  await razorpayControl("webhooks", { url: settings.url });
}

/** Runs the reconciler "later and later" until the audit passes (at most six runs). */
async function settle(shoppers) {
  const started = performance.now();
  let problems = await auditAll(shoppers);
  for (let run = 1; problems.length > 0 && run <= 6; run += 1) {
    console.log(`${problems.length} problem(s); reconciler run ${run}…`);
    console.log(await reconcileOnce(keys, 10 * run));
    await settleRazorpay();
    problems = await auditAll(shoppers);
  }
  return { problems, settleMs: performance.now() - started };
}

console.log(`Creating ${N} verified shoppers (untimed)…`);
const shoppers = await createShoppers(N, "load", (i) => kindOf(i, HARSH));
console.log("Warming up the Functions emulator (untimed)…");
await warmUp(shoppers[0], CONCURRENCY);
if (HARSH) await makeHarsh();
console.log(`Shopping: ${N} shoppers, at most ${CONCURRENCY} at once${HARSH ? ", harsh" : ""}…`);
const started = performance.now();
const outage = HARSH ? webhookOutage(15_000) : Promise.resolve();
let done = 0;
const options = {
  keyId: keys.keyId,
  timed: stats.timed,
  placeOrderTimeoutMs: HARSH ? 5000 : 90_000,
};
await inPool(shoppers, CONCURRENCY, async (shopper) => {
  await shop(shopper, options).catch((error) =>
    shopper.errors.push(String(error.message ?? error)),
  );
  done += 1;
  if (done % 25 === 0 || done === N) console.log(`  ${done}/${N} shoppers done`);
});
const wallMs = performance.now() - started;
console.log(`\nShopping took ${seconds(wallMs)}: ${((N * 1000) / wallMs).toFixed(2)} shoppers/s`);
console.table(stats.report(wallMs));
await outage;
console.log("Waiting for Razorpay's webhook deliveries, retries and captures to settle…");
await settleRazorpay();
console.log(`Razorpay settled ${seconds(performance.now() - started)} after shopping began`);
const count = (pick) => shoppers.filter(pick).length;
const kinds = [...new Set(shoppers.map((s) => s.kind))];
console.log(kinds.map((kind) => `${kind}: ${count((s) => s.kind === kind)}`).join(", "));
console.log(
  `placeOrder retried with the same key: ${count((s) => s.placeOrderRetries)}, given up: ${count((s) => s.placeOrderGaveUp)}; startPayment retried: ${count((s) => s.startPaymentRetries)}, given up: ${count((s) => s.gaveUp)}; confirm answered confirming: ${count((s) => s.confirmAnswer === "confirming")}, never answered: ${count((s) => s.confirmUnanswered)}`,
);
const { events } = await razorpayControl("webhooks");
const deliveries = events.flatMap((e) => e.deliveries);
const failedDeliveries = deliveries.filter((d) => !d.ok).length;
console.log(
  `Webhook events ${events.length}, delivery attempts ${deliveries.length}, failed ${failedDeliveries}`,
);

const { problems, settleMs } = await settle(shoppers);
console.log(`Reconciler settled everything in ${seconds(settleMs)} after the webhooks settled`);
const failed = shoppers.filter((s) => s.errors.length > 0);
for (const s of failed.slice(0, 10))
  console.log(`shopper ${s.index} (${s.kind}): ${s.errors.join("; ")}`);
console.log(
  `\nAudit: ${N} shoppers, ${failed.length} step errors; orders placed ${count((s) => s.orderId)}, paid by shoppers ${count((s) => s.paid)}`,
);
if (problems.length > 0 || failed.length > 0) {
  for (const p of problems.slice(0, 30)) console.log(`  ✗ ${p}`);
  console.log("AUDIT FAILED");
  process.exit(1);
}
console.log(
  "AUDIT PASSED: every captured payment's order paid once, no order paid without a captured payment, no duplicate orders, no orphan Razorpay orders, every amount the catalog's",
);
process.exit(0);
