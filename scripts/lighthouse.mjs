#!/usr/bin/env node
// Lighthouse (mobile, median of 3, cold HTTP cache) over HTTP/2; /myOrders is audited empty.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { mkdirSync, writeFileSync } from "node:fs";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { createVerifiedShopper } from "./load/clients.mjs";
import { median } from "./load/stats.mjs";
import { clearHttpCache, seedPaidOrder, serveHttps, signIn } from "./lighthouse/session.mjs";

const served = await serveHttps();
const base = served.url;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const categories = ["performance", "accessibility", "best-practices", "seo"];
// LIGHTHOUSE_PAGES=/cart,/myOrders audits just those pages.
const only = process.env.LIGHTHOUSE_PAGES ? process.env.LIGHTHOUSE_PAGES.split(",") : undefined;
const chosen = (pages) => pages.filter((page) => !only || only.includes(page));
const publicPages = chosen(["/", "/products", "/about", "/contact"]);
const ORDER_PAGE = "/myOrders/:orderId";
const signedInPages = chosen(["/cart", "/myOrders", ORDER_PAGE]);
const metrics = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
};

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: [...CHROMIUM_ARGS, "--ignore-certificate-errors"],
});

// A run whose trace Lighthouse could not record (NO_NAVSTART) runs again, twice at most; such a
// run throws, or answers a report whose every metric is missing.
async function lighthouseRun(url, keepStorage) {
  const flags = {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: categories,
  };
  for (let attempt = 1; ; attempt += 1) {
    if (keepStorage) await clearHttpCache(chrome.port);
    const result = await lighthouse(url, { ...flags, disableStorageReset: keepStorage }).catch(
      (error) => {
        if (!error?.lhrRuntimeError || attempt > 2) throw error;
        return { lhr: { runtimeError: error } };
      },
    );
    const failed = result.lhr.runtimeError;
    if (!failed || attempt > 2) return result;
    console.log(`  ${url}: Lighthouse could not record the trace (${failed.code}); again`);
  }
}

async function audit(url, keepStorage) {
  const result = await lighthouseRun(url, keepStorage);
  const { audits, categories: scored } = result.lhr;
  const measured = Object.entries(metrics).map(
    ([name, id]) => `${name} ${audits[id].displayValue}`,
  );
  const lcpElement =
    audits["largest-contentful-paint-element"].details?.items?.[0]?.items?.[0]?.node?.selector;
  details.push({
    url,
    metrics: measured,
    lcpElement,
    longTasks: audits["long-tasks"].details?.items?.map(
      (task) => `${Math.round(task.duration)} ms ${task.url.replace(/.*\//, "") || "(document)"}`,
    ),
    lcpTimeline: await lcpTimeline(result),
    findings: findings(result.lhr),
  });
  console.log(`  ${url}: ${measured.join(", ")} (LCP: ${lcpElement ?? "none"})`);
  return Object.fromEntries(categories.map((c) => [c, Math.round((scored[c]?.score ?? 0) * 100)]));
}

// What to fix, not just the score: every audit below full marks, its value and first items.
const details = [];
function findings(lhr) {
  const ids = categories.flatMap((c) => (lhr.categories[c]?.auditRefs ?? []).map((r) => r.id));
  return [...new Set([...ids, "largest-contentful-paint-element", "layout-shifts"])]
    .map((id) => lhr.audits[id])
    .filter((a) => a && a.score !== null && a.score < 1)
    .map(({ id, score, displayValue: value, details }) => {
      const items = details?.items;
      const first = Array.isArray(items) ? items.slice(0, 3) : (items ?? []);
      return { id, score, value, items: JSON.stringify(first).slice(0, 800) };
    });
}

// Requests Lantern waited on before LCP, in end order: the last rows are the chain to shorten. A
// request made after the LCP paint is not in the graph at all.
async function lcpTimeline(result) {
  const { artifacts: a, lhr } = result;
  const settings = lhr.configSettings;
  const data = { trace: a.Trace, devtoolsLog: a.DevtoolsLog, gatherContext: a.GatherContext };
  let lcp;
  try {
    lcp = await LanternLargestContentfulPaint.request(
      { ...data, settings, URL: a.URL, SourceMaps: a.SourceMaps, simulator: null },
      { computedCache: new Map(), settings },
    );
  } catch (error) {
    // A diagnostic only (a trace Lantern cannot read, NO_NAVSTART): the scores stand.
    return [`no LCP timeline: ${error?.code ?? error}`];
  }
  return [...lcp.pessimisticEstimate.nodeTimings.entries()]
    .filter(([node]) => node.type === "network")
    .sort((a, b) => a[1].endTime - b[1].endTime)
    .map(
      ([node, t]) => `${Math.round(t.startTime)}-${Math.round(t.endTime)} ms ${node.request.url}`,
    );
}

const results = [];
async function auditRuns(path, url, keepStorage) {
  const scores = [];
  for (let i = 0; i < runs; i += 1) scores.push(await audit(base + url, keepStorage));
  results.push({ path, scores });
  console.log(`${path}: ${JSON.stringify(scores)}`);
}
try {
  for (const path of publicPages) await auditRuns(path, path, false);
  const email = `lighthouse-${Date.now()}@example.in`;
  const user =
    signedInPages.length > 0 && (await createVerifiedShopper(email, "lighthouse-pass-1"));
  if (user) await signIn(chrome.port, base, user);
  for (const path of signedInPages) {
    const url = user && path === ORDER_PAGE ? `/myOrders/${await seedPaidOrder(user.uid)}` : path;
    await auditRuns(`${path} (signed in)`, url, true);
  }
} finally {
  await chrome.kill();
  await served.close();
}

const medians = (scores) =>
  Object.fromEntries(categories.map((c) => [c, median(scores.map((s) => s[c]))]));
const table = results.map(({ path, scores }) => ({ path, ...medians(scores) }));
const protocol = "HTTPS, HTTP/2";
console.log(`\nLighthouse, mobile preset, ${protocol}, median of ${runs} runs:`);
console.table(Object.fromEntries(results.map(({ path, scores }) => [path, medians(scores)])));
mkdirSync("test-results", { recursive: true });
const write = (name, value) =>
  writeFileSync(`test-results/${name}`, JSON.stringify(value, null, 2));
write("lighthouse.json", { protocol, runs, table, results });
write("lighthouse-findings.json", details);
