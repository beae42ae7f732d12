#!/usr/bin/env node
/**
 * Load run against the local stack (not a unit test):
 *   node scripts/stack.mjs --run "node scripts/load.mjs --shoppers 200"
 * N shoppers, created up front (untimed), each: placeOrder → startPayment →
 * Pay/Fail on the Razorpay emulator's checkout → confirmPayment (most),
 * nothing (webhook only: the tab was closed) or nothing after a failed
 * payment. Then Firestore is audited; the exit code is 1 if it fails.
 */
import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { createRequire } from "node:module";
import { localRazorpayConfig } from "../tools/razorpay-emulator/index.mjs";
import { audit, capturedByShopOrder, reconcileOnce, storedOrders } from "./load/audit.mjs";
import {
  callFunction,
  createVerifiedShopper,
  payOnCheckout,
  razorpayControl,
} from "./load/clients.mjs";
import { createStats, inPool } from "./load/stats.mjs";

const { values } = parseArgs({
  options: {
    shoppers: { type: "string", default: process.env.LOAD_SHOPPERS ?? "200" },
    concurrency: { type: "string", default: process.env.LOAD_CONCURRENCY ?? "8" },
    timeout: { type: "string", default: process.env.LOAD_TIMEOUT_S ?? "900" },
  },
});
const N = Number(values.shoppers);
const CONCURRENCY = Number(values.concurrency);
const timer = setTimeout(
  () => {
    console.error(`Load run exceeded its ${values.timeout} s timeout`);
    process.exit(2);
  },
  Number(values.timeout) * 1000,
);
timer.unref();

const { PRODUCTS } = createRequire(import.meta.url)("../functions/lib/domain/index.js");
const keys = localRazorpayConfig({});
const ADDRESS = {
  name: "Load Shopper",
  phone: "9876543210",
  address: "1 Test Road, Pune",
  pincode: "411001",
};

/** Every 10th shopper's payment fails; every 5th (of the rest) closes the tab after paying. */
const kindOf = (i) => (i % 10 === 9 ? "fails" : i % 5 === 2 ? "webhook-only" : "confirms");

/** A cart from the real catalog, and its price computed from the catalog's own numbers. */
function cartFor(i) {
  const lines = [];
  let catalogAmount = 0;
  PRODUCTS.forEach((product, p) => {
    if ((i + p) % 3 === 2) return; // some shoppers buy one product, some both
    const variantKey = Object.keys(product.variants)[(i + p) % 2];
    const quantity = 1 + ((i * 7 + p) % 3);
    lines.push({ productId: product.id, variantKey, quantity });
    catalogAmount += product.variants[variantKey].price * quantity;
  });
  return { lines, catalogAmount };
}

const stats = createStats();
async function timed(step, run) {
  const started = performance.now();
  try {
    return await run();
  } finally {
    stats.record(step, performance.now() - started);
  }
}

async function shop(shopper) {
  const { orderId } = await timed("placeOrder", () =>
    callFunction("placeOrder", { items: shopper.lines, requestId: shopper.requestId }, shopper.idToken),
  );
  shopper.orderId = orderId;
  const checkout = await timed("startPayment", () =>
    callFunction("startPayment", { orderId, address: ADDRESS }, shopper.idToken),
  );
  if (checkout.amount !== shopper.catalogAmount) {
    throw new Error(`checkout shows ${checkout.amount}, catalog says ${shopper.catalogAmount}`);
  }
  const outcome = shopper.kind === "fails" ? "failure" : "success";
  const answer = await timed("pay", () =>
    payOnCheckout(keys.keyId, checkout.razorpayOrderId, outcome, checkout.prefill),
  );
  if (outcome === "failure") return;
  shopper.paid = true;
  if (shopper.kind !== "confirms") return;
  let confirmed;
  try {
    confirmed = await timed("confirmPayment", () =>
      callFunction("confirmPayment", { orderId, ...answer }, shopper.idToken),
    );
  } catch (error) {
    // An overloaded Functions emulator sometimes never answers. The shop is
    // built for a confirm that never arrives (the webhook settles it), so
    // this is counted, and the audit still demands a paid order.
    if (error.name !== "TimeoutError") throw error;
    shopper.confirmUnanswered = true;
    return;
  }
  if (confirmed.status !== "paid") {
    throw new Error(`confirmPayment answered ${JSON.stringify(confirmed)}`);
  }
}

/**
 * Untimed: one refused call per function, then a few at once, so the
 * Functions emulator has loaded its workers before the clock starts (a cold
 * worker takes seconds on a busy machine). Bad input writes nothing.
 */
async function warmUp(shopper) {
  const names = ["placeOrder", "startPayment", "confirmPayment"];
  const refused = (name) => callFunction(name, {}, shopper.idToken).catch(() => undefined);
  for (const name of names) await refused(name);
  const webhook = () =>
    fetch(`${process.env.SHOP_FUNCTIONS_URL}/razorpayWebhook`, {
      method: "POST",
      body: "{}",
      signal: AbortSignal.timeout(90_000),
    }).catch(() => undefined);
  await webhook();
  const wave = Math.min(CONCURRENCY, 4);
  await Promise.all(names.flatMap((name) => Array.from({ length: wave }, () => refused(name))));
}

async function main() {
  console.log(`Creating ${N} verified shoppers (untimed)…`);
  const run = Date.now();
  const shoppers = [];
  await inPool([...Array(N).keys()], 10, async (i) => {
    const user = await createVerifiedShopper(`load-${run}-${i}@example.in`, "load-pass-1");
    shoppers[i] = {
      ...user,
      index: i,
      kind: kindOf(i),
      ...cartFor(i),
      requestId: randomUUID(),
      paid: false,
      errors: [],
    };
  });

  console.log("Warming up the Functions emulator (untimed)…");
  await warmUp(shoppers[0]);
  console.log(`Shopping: ${N} shoppers, at most ${CONCURRENCY} at once…`);
  const started = performance.now();
  let done = 0;
  await inPool(shoppers, CONCURRENCY, async (shopper) => {
    await shop(shopper).catch((error) => shopper.errors.push(String(error.message ?? error)));
    done += 1;
    if (done % 25 === 0 || done === N) console.log(`  ${done}/${N} shoppers done`);
  });
  const wallMs = performance.now() - started;
  console.log("Waiting for Razorpay's webhook deliveries to settle…");
  await razorpayControl("webhooks/settle", {});
  const settledMs = performance.now() - started;

  console.log(
    `\nShopping took ${(wallMs / 1000).toFixed(1)} s (webhooks settled at ${(settledMs / 1000).toFixed(1)} s): ${((N * 1000) / wallMs).toFixed(2)} shoppers/s`,
  );
  console.table(stats.report(wallMs));
  const kinds = {};
  for (const s of shoppers) kinds[s.kind] = (kinds[s.kind] ?? 0) + 1;
  console.log(
    Object.entries(kinds)
      .map(([kind, count]) => `${kind}: ${count}`)
      .join(", "),
  );

  let stored = await storedOrders();
  let captured = await capturedByShopOrder();
  let problems = audit(shoppers, stored, captured);
  if (problems.length > 0) {
    console.log(`${problems.length} problem(s) before reconciling; running the reconciler once…`);
    console.log(await reconcileOnce(keys));
    stored = await storedOrders();
    captured = await capturedByShopOrder();
    problems = audit(shoppers, stored, captured);
  }
  const failed = shoppers.filter((s) => s.errors.length > 0);
  for (const s of failed.slice(0, 10))
    console.log(`shopper ${s.index} (${s.kind}): ${s.errors.join("; ")}`);
  const paid = stored.filter((o) => o.status === "paid").length;
  const unanswered = shoppers.filter((s) => s.confirmUnanswered).length;
  if (unanswered > 0) {
    console.log(
      `${unanswered} confirmPayment call(s) never answered (emulator overload); their orders were audited as paid all the same`,
    );
  }
  console.log(
    `\nAudit: ${N} shoppers, ${failed.length} step errors; orders placed ${shoppers.filter((s) => s.orderId).length}, stored ${stored.length}, paid ${paid}, pending ${stored.length - paid}`,
  );
  if (problems.length > 0 || failed.length > 0) {
    for (const p of problems.slice(0, 30)) console.log(`  ✗ ${p}`);
    console.log("AUDIT FAILED");
    process.exit(1);
  }
  console.log("AUDIT PASSED: no lost, duplicated, mispriced or half-paid order");
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
