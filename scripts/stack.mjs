#!/usr/bin/env node
// The whole shop on this machine, offline (docs/local-stack.md); Ctrl-C stops all it started.
import { spawn } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { HOST, resolvePorts, stackEnv } from "./stack/ports.mjs";
import { hasGcloudFirestore } from "./prereqs/tools.mjs";
import {
  buildWeb,
  seedCatalogOn,
  startDevWeb,
  startFirebase,
  startFirestore,
  startRazorpay,
} from "./stack/services.mjs";

const root = new URL("..", import.meta.url).pathname;
const { values } = parseArgs({
  options: { web: { type: "string" }, run: { type: "string" } },
  strict: true,
  args: process.argv.slice(2).map((a) => (a === "--web" ? "--web=dev" : a)),
});

const logDir = join(root, ".stack", "logs");
mkdirSync(logDir, { recursive: true });
const children = [];
// One process group per service: wrappers that do not pass signals on (gcloud → java, npx → node)
// would otherwise leave orphans.
function start(name, command, args, options = {}) {
  const logPath = join(logDir, `${name}.log`);
  const log = openSync(logPath, "w");
  const child = spawn(command, args, { detached: true, stdio: ["ignore", log, log], ...options });
  closeSync(log);
  const entry = { name, child, logPath, exited: false };
  child.on("exit", (code, signal) => Object.assign(entry, { exited: true, code: code ?? signal }));
  children.push(entry);
  return entry;
}

/** Signals a service's process group; answers whether it was there (signal 0 only asks). */
function signalGroup(pid, signal) {
  try {
    return process.kill(-pid, signal);
  } catch {
    return false;
  }
}

let stopping = false;
// SIGTERM every group, newest first; SIGKILL whatever is left after 8 s.
async function stop(code) {
  if (stopping) return;
  stopping = true;
  const running = children.toReversed().filter((e) => !e.exited);
  for (const { child } of running) signalGroup(child.pid, "SIGTERM");
  const deadline = Date.now() + 8000;
  while (Date.now() < deadline && running.some(({ child }) => signalGroup(child.pid, 0))) {
    await new Promise((r) => setTimeout(r, 100));
  }
  for (const { child } of running) if (signalGroup(child.pid, 0)) signalGroup(child.pid, "SIGKILL");
  process.exit(code);
}
process.on("SIGINT", () => void stop(130));
process.on("SIGTERM", () => void stop(143));

function portFree(port) {
  return new Promise((resolve) => {
    const server = createServer()
      .once("error", () => resolve(false))
      .once("listening", () => server.close(() => resolve(true)))
      .listen(port, HOST);
  });
}

async function main() {
  const ports = resolvePorts(process.env, ({ name, from, to }) =>
    console.log(`Port ${from} (${name}) is one browsers refuse to use: using ${to} instead.`),
  );
  const env = { ...process.env, ...stackEnv(ports) };
  // The Functions emulator serves the compiled functions; without them it
  // starts "ready" with no functions and every call fails, so say so now.
  if (!existsSync(join(root, "functions", "lib", "index.js"))) {
    throw new Error("functions/lib/index.js is missing: run `npm run build:stack` first.");
  }
  for (const [name, port] of Object.entries(ports)) {
    if ((name !== "web" || values.web) && !(await portFree(port))) {
      throw new Error(
        `Port ${port} (${name}) is taken: is another stack running? Set SHOP_PORT_OFFSET.`,
      );
    }
  }
  const started = Date.now();
  const gcloud = hasGcloudFirestore();
  if (gcloud) await startFirestore(start, ports, env);
  await startRazorpay(start, ports, env);
  const hosting = values.web === "preview";
  if (hosting) buildWeb(env);
  await startFirebase(start, ports, env, { withFirestore: !gcloud, hosting });
  await seedCatalogOn(env);
  if (values.web && !hosting) await startDevWeb(start, ports, env);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ready = [
    `Local stack ready in ${seconds} s (Firestore: ${gcloud ? "gcloud" : "firebase-tools"})`,
    `  Firestore  ${env.FIRESTORE_EMULATOR_HOST}`,
    `  Auth       ${env.FIREBASE_AUTH_EMULATOR_HOST}`,
    `  Functions  ${env.SHOP_FUNCTIONS_URL}`,
    `  Razorpay   ${env.SHOP_RAZORPAY_URL} (emulator)`,
    ...(values.web ? [`  Shop       ${env.SHOP_WEB_URL}`] : []),
    `  Logs       ${logDir}`,
  ];
  console.log(ready.join("\n"));

  if (!values.run) return console.log("Press Ctrl-C to stop.");
  const child = spawn(values.run, { shell: true, stdio: "inherit", env, cwd: root });
  await stop(await new Promise((resolve) => child.on("exit", (c, s) => resolve(c ?? (s ? 1 : 0)))));
}

main().catch(async (error) => {
  console.error(`\nThe local stack failed to start: ${error.message}`);
  for (const { name, logPath } of children) {
    const tail = readFileSync(logPath, "utf8").split("\n").slice(-30).join("\n");
    console.error(`\n--- last lines of ${name} (${logPath}) ---\n${tail}`);
  }
  await stop(1);
});
