import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { HOST, PROJECT_ID } from "./ports.mjs";
import { waitUntil } from "./processes.mjs";

const root = new URL("../..", import.meta.url).pathname;
const bin = (name) => join(root, "node_modules", ".bin", name);

/** Debian's gcloud with the Firestore component runs the official emulator on Java 17. */
export function hasGcloudFirestore() {
  try {
    const out = execFileSync(
      "gcloud",
      ["components", "list", "--only-local-state", "--format=value(id)"],
      {
        stdio: ["ignore", "pipe", "ignore"],
        env: { ...process.env, CLOUDSDK_CORE_DISABLE_PROMPTS: "1" },
      },
    );
    return out.toString().includes("cloud-firestore-emulator");
  } catch {
    return false;
  }
}

export async function startFirestore(group, ports, env) {
  const entry = group.start(
    "firestore",
    "gcloud",
    [
      "emulators",
      "firestore",
      "start",
      `--host-port=${HOST}:${ports.firestore}`,
      `--rules=${join(root, "firestore.rules")}`,
    ],
    { env: { ...env, CLOUDSDK_CORE_DISABLE_PROMPTS: "1" }, cwd: root },
  );
  await waitUntil(
    "Firestore emulator",
    async () => (await fetch(`http://${HOST}:${ports.firestore}/`)).ok,
    { entry },
  );
  return entry;
}

/** firebase.json with this stack's ports, written beside it so paths stay relative to the repo. */
function writeStackConfig(ports, withFirestore) {
  const config = JSON.parse(readFileSync(join(root, "firebase.json"), "utf8"));
  const emulators = config.emulators;
  for (const name of ["auth", "functions", "hub", "logging", "eventarc", "tasks"]) {
    emulators[name].port = ports[name];
  }
  if (withFirestore) emulators.firestore.port = ports.firestore;
  else delete emulators.firestore;
  const path = join(root, "firebase.stack.json");
  writeFileSync(path, JSON.stringify(config, null, 2));
  return path;
}

/** Auth and Functions emulators (plus Firestore when gcloud cannot run it). */
export async function startFirebase(group, ports, env, { withFirestore }) {
  const only = withFirestore ? "auth,functions,firestore" : "auth,functions";
  const entry = group.start(
    "firebase",
    bin("firebase"),
    [
      "emulators:start",
      "--only",
      only,
      "--project",
      PROJECT_ID,
      "--config",
      writeStackConfig(ports, withFirestore),
    ],
    { env: { ...env, CI: "true", NO_UPDATE_NOTIFIER: "1" }, cwd: root },
  );
  await waitUntil("Auth emulator", async () => (await fetch(`http://${HOST}:${ports.auth}/`)).ok, {
    entry,
  });
  // The functions are loaded once a callable answers with anything but 404.
  await waitUntil(
    "Functions emulator",
    async () => {
      const res = await fetch(`${env.SHOP_FUNCTIONS_URL}/placeOrder`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ data: {} }),
      });
      return res.status !== 404;
    },
    { entry, timeoutMs: 120_000 },
  );
  return entry;
}

export async function startWeb(group, ports, env, mode) {
  const web = join(root, "web");
  if (mode === "preview") {
    execFileSync(bin("vite"), ["build", "--logLevel", "warn"], { cwd: web, env, stdio: "inherit" });
  }
  const args =
    mode === "preview"
      ? ["preview", "--port", String(ports.web), "--strictPort"]
      : ["--port", String(ports.web), "--strictPort"];
  const entry = group.start("web", bin("vite"), args, { env, cwd: web });
  await waitUntil("Web app", async () => (await fetch(env.SHOP_WEB_URL)).ok, { entry });
  return entry;
}
