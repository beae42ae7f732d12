#!/usr/bin/env node
/* global window, document, MutationObserver, requestAnimationFrame */
// Benchmark: widget success to My Orders showing Paid. Both moments are read in the page (one
// document, client-side navigation), so the harness's polling adds nothing. docs/performance.md.
import { parseArgs } from "node:util";
import { createRequire } from "node:module";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../chromium.mjs";
import { createVerifiedShopper, env, writeDocument } from "../load/clients.mjs";
import { ADDRESS } from "../load/shopper.mjs";
import { median, percentile } from "../load/stats.mjs";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "10" },
    warmup: { type: "string", default: "1" },
    timeout: { type: "string", default: "60" },
  },
});
// A Functions emulator worker's first call takes seconds no shopper waits: warm-ups are left out.
const [RUNS, WARMUP, TIMEOUT_S] = [values.runs, values.warmup, values.timeout].map(Number);
const TIMEOUT_MS = TIMEOUT_S * 1000;

const { shortOrderId } = createRequire(import.meta.url)("../../functions/lib/domain/index.js");

// A verified shopper with a saved address (so /payment can pay at once), signed in through /login.
async function signedInShopper() {
  const shopper = await createVerifiedShopper(`bench-${Date.now()}@example.in`, "bench-pass-1");
  const { uid, email, password } = shopper;
  await writeDocument(`users/${uid}`, {
    uid,
    email,
    name: ADDRESS.name,
    firstName: "Load",
    phone: ADDRESS.phone,
    provider: "password",
    admin: false,
    createdAt: new Date(),
    addressInfo: ADDRESS,
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    baseURL: env("SHOP_WEB_URL"),
    locale: "en-IN",
  });
  const page = await context.newPage();
  page.setDefaultTimeout(TIMEOUT_MS);
  await page.goto("/login");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/");
  return { browser, page };
}

/** In-page times: the widget closed, then the first frame with the order's card showing Paid. */
function installProbe(shortId) {
  const t = (window.__payToPaid = {});
  const paidCardShown = () =>
    [...document.querySelectorAll("article[aria-labelledby]")].some((card) => {
      const title = document.getElementById(card.getAttribute("aria-labelledby"));
      return (
        title?.textContent === `Order #${shortId}` &&
        [...card.querySelectorAll("span")].some((el) => el.textContent === "Paid")
      );
    });
  const observer = new MutationObserver(() => {
    if (!document.querySelector("[data-razorpay-emulator]")) t.closedAt ??= performance.now();
    if (t.closedAt !== undefined && paidCardShown()) {
      observer.disconnect();
      requestAnimationFrame(() => (t.shownAt = performance.now()));
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
}

/** One purchase; returns the in-page times, in ms after the widget closed. */
async function payOnce(page) {
  await page.goto("/products");
  const card = page.getByRole("article", { name: "Smart Controller" });
  await card.getByRole("button", { name: "Add to Cart" }).click();
  const added = page.locator(".toaster").getByText(/added to cart!$|^Increased quantity/);
  await added.first().waitFor();
  const cartLink = page.getByRole("link", { name: /^Cart, [1-9]/ });
  await cartLink.first().click();
  await page.getByRole("button", { name: "Proceed to Payment" }).click();
  await page.waitForURL((url) => url.pathname === "/payment" && url.searchParams.has("orderId"));
  const orderId = new URL(page.url()).searchParams.get("orderId");
  await page.getByText(`Pincode ${ADDRESS.pincode}`).waitFor();
  // Clicking waits for the button to be enabled (it is while the address loads).
  await page.getByRole("button", { name: /^Proceed to Payment ₹/ }).click();
  const widget = page.getByRole("dialog", { name: "AquaSense" });
  await widget.waitFor();
  await page.evaluate(installProbe, shortOrderId(orderId));
  await widget.getByRole("button", { name: "Pay", exact: true }).click();
  await page.waitForFunction(() => window.__payToPaid.shownAt !== undefined);
  const t = await page.evaluate(() => window.__payToPaid);
  return { orderId, shown: Math.round(t.shownAt - t.closedAt) };
}

const { browser, page } = await signedInShopper();
try {
  const shown = [];
  for (let run = 1 - WARMUP; run <= RUNS; run += 1) {
    const r = await payOnce(page);
    if (run > 0) shown.push(r.shown);
    const label = run > 0 ? `run ${String(run).padStart(2)}` : "warm-up";
    console.log(`${label}: ${r.shown} ms to Paid in My Orders ${r.orderId}`);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  console.log(
    `\nwidget success → order shown Paid in My Orders, ${RUNS} runs (after ${WARMUP} warm-up): ` +
      `median ${Math.round(median(sorted))} ms, p95 ${percentile(sorted, 95)} ms (nearest rank), ` +
      `min ${sorted[0]} ms, max ${sorted.at(-1)} ms`,
  );
} finally {
  await browser.close();
}
