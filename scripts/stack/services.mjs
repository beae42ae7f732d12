import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { definedParams } from "../deploy/config.mjs";
import { HOST, PROJECT_ID } from "./ports.mjs";

const root = new URL("../..", import.meta.url).pathname;
const bin = (name) => join(root, "node_modules", ".bin", name);

// The emulator (development tooling, never deployed), from its build; webhooks go to the Functions
// emulator's razorpayWebhook, keys from functions/.secret.local unless env says otherwise.
export async function startRazorpay(start, ports, env) {
  const main = fileURLToPath(import.meta.resolve("@shop/razorpay-emulator/main"));
  if (!existsSync(main)) {
    throw new Error(`${main} is missing: build the emulator first (npm run build:stack)`);
  }
  const webhook = `--webhook-url=${env.SHOP_FUNCTIONS_URL}/razorpayWebhook`;
  const args = [main, `--port=${ports.razorpay}`, `--host=${HOST}`, webhook];
  const entry = start("razorpay", process.execPath, args, { env, cwd: root });
  await waitUntil("Razorpay emulator", `${env.SHOP_RAZORPAY_URL}/v1/checkout.js`, { entry });
  // Production params have no defaults, so functions/.env.local states every one (EmailJS's empty);
  // rewritten on each start as the file wins over the process env (no stale RAZORPAY_API_URL port).
  const { localRazorpayConfig } = await import("@shop/razorpay-emulator");
  const unset = definedParams(root).filter((p) => p.kind !== "secret" && !p.hasDefault);
  const params = {
    ...Object.fromEntries(unset.map((p) => [p.name, ""])),
    RAZORPAY_API_URL: env.SHOP_RAZORPAY_URL,
    RAZORPAY_KEY_ID: localRazorpayConfig(env).keyId,
    SHOP_ADMIN_EMAIL: "support@aquasense.in", // the shop's published address (shopContact.ts)
    SHOP_URL: env.SHOP_WEB_URL,
    // The seller on the local stack's invoices (a test GSTIN, Karnataka).
    SELLER_LEGAL_NAME: "AquaSense Devices Private Limited",
    SELLER_ADDRESS: "12 MG Road; Bengaluru 560001, Karnataka",
    SELLER_GSTIN: "29AAACA1234B1ZE",
  };
  const lines = [
    "# Written by scripts/stack.mjs on every start (local emulators only; never deployed).",
    "# The Functions emulator appends the other params' defaults below.",
    ...Object.entries(params).map(([name, value]) => `${name}=${value}`),
  ];
  writeFileSync(join(root, "functions", ".env.local"), `${lines.join("\n")}\n`);
}

export async function startFirestore(start, ports, env) {
  const args = ["emulators", "firestore", "start", `--host-port=${HOST}:${ports.firestore}`];
  const options = { env: { ...env, CLOUDSDK_CORE_DISABLE_PROMPTS: "1" }, cwd: root };
  const rules = `--rules=${join(root, "firestore.rules")}`;
  const entry = start("firestore", "gcloud", [...args, rules], options);
  await waitUntil("Firestore emulator", `http://${HOST}:${ports.firestore}/`, { entry });
}

// The stack's one change to firebase.json's CSP: its servers beside production's (docs/hosting.md).
export function withLocalStackOrigins(policy, ports) {
  const [auth, firestore, functions, razorpay] = ["auth", "firestore", "functions", "razorpay"].map(
    (name) => `http://${HOST}:${ports[name]}`,
  );
  const connect = [auth, firestore, functions, razorpay];
  const extra = { "connect-src": connect, "script-src": [razorpay], "frame-src": [auth] };
  return policy
    .split(";")
    .map((directive) => [directive.trim(), ...(extra[directive.trim().split(/\s+/)[0]] ?? [])])
    .map((words) => words.join(" "))
    .join("; ");
}

// firebase.json with this stack's ports, beside it so paths stay relative to the repo; with
// `hosting`, the Hosting emulator serves web/dist on the web port.
function writeStackConfig(ports, { withFirestore, hosting }) {
  const config = JSON.parse(readFileSync(join(root, "firebase.json"), "utf8"));
  const { emulators } = config;
  for (const name of ["auth", "functions", "hub", "logging", "eventarc", "tasks"]) {
    emulators[name].port = ports[name];
  }
  if (withFirestore) emulators.firestore.port = ports.firestore;
  else delete emulators.firestore;
  if (hosting) emulators.hosting = { host: HOST, port: ports.web };
  // Relative to the config: with an absolute `public` the Hosting emulator answers 404.
  if (process.env.SHOP_WEB_SOURCE) {
    config.hosting.public = relative(root, join(webSource(), "dist"));
  }
  for (const header of config.hosting.headers.flatMap((rule) => rule.headers)) {
    if (header.key === "Content-Security-Policy") {
      header.value = withLocalStackOrigins(header.value, ports);
    }
  }
  const path = join(root, "firebase.stack.json");
  writeFileSync(path, JSON.stringify(config, null, 2));
  return path;
}

/** Auth and Functions emulators, plus Firestore when gcloud cannot run it and Hosting for `hosting`. */
export async function startFirebase(start, ports, env, { withFirestore, hosting }) {
  const only = ["auth", "functions", withFirestore && "firestore", hosting && "hosting"];
  const config = writeStackConfig(ports, { withFirestore, hosting });
  const args = ["emulators:start", "--only", only.filter(Boolean).join(","), "--config", config];
  const options = { env: { ...env, CI: "true", NO_UPDATE_NOTIFIER: "1" }, cwd: root };
  const entry = start("firebase", bin("firebase"), [...args, "--project", PROJECT_ID], options);
  await waitUntil("Auth emulator", `http://${HOST}:${ports.auth}/`, { entry });
  // The functions are loaded once a callable answers with anything but 404.
  const loaded = async () =>
    (await fetch(`${env.SHOP_FUNCTIONS_URL}/placeOrder`, { method: "POST" })).status !== 404;
  await waitUntil("Functions emulator", loaded, { entry, timeoutMs: 120_000 });
  if (hosting) await waitUntil("Web app", env.SHOP_WEB_URL, { entry });
}

// SHOP_WEB_SOURCE=<checkout>: build and serve that checkout's web instead (sideBySide.mjs).
const webSource = () => join(process.env.SHOP_WEB_SOURCE ?? root, "web");

/** A production build for the Hosting emulator (--web=preview). */
export function buildWeb(env) {
  const options = { cwd: webSource(), env, stdio: "inherit" };
  execFileSync(bin("vite"), ["build", "--logLevel", "warn"], options);
}

/** The Vite dev server (--web). */
export async function startDevWeb(start, ports, env) {
  const args = ["--port", String(ports.web), "--strictPort"];
  const entry = start("web", bin("vite"), args, { env, cwd: join(root, "web") });
  await waitUntil("Web app", env.SHOP_WEB_URL, { entry });
}

/** Polls `check` (or a GET of the URL it is) until true, the service exits, or time runs out. */
async function waitUntil(description, check, { timeoutMs = 90_000, entry } = {}) {
  const ready = typeof check === "string" ? async () => (await fetch(check)).ok : check;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (entry?.exited) throw new Error(`${description}: ${entry.name} exited (${entry.code})`);
    if (await ready().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${description}: not ready after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Counted stock on the product pages from the start; plenty, so e2e and load runs never run out. */
export async function seedCatalogOn(env) {
  process.env.FIRESTORE_EMULATOR_HOST = env.FIRESTORE_EMULATOR_HOST;
  const { initializeApp } = await import("firebase-admin/app");
  const { getFirestore } = await import("firebase-admin/firestore");
  const { seedCatalog } = await import("../admin/catalog.mjs");
  const app = initializeApp({ projectId: env.GCLOUD_PROJECT }, "stack-seed");
  await seedCatalog(getFirestore(app), 100_000);
}
