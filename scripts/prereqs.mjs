#!/usr/bin/env node
// First step of `npm start` and `npm test`, in plain Node since a fresh clone has no dependencies:
// one line per missing tool, then an install when node_modules is missing or stale.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { CHROMIUM_PATH } from "./chromium.mjs";
import * as tools from "./prereqs/tools.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const purpose = process.argv[2] ?? "start";

const missing = [tools.checkNode(), tools.checkJava(), tools.checkFirestoreEmulator()];
// Only the browser suites need Chromium: installed unasked where apt can (root or sudo -n).
if (purpose === "test" && tools.checkChromium(CHROMIUM_PATH)) {
  const prefix = tools.aptPrefix();
  if (prefix) {
    console.log("Installing Debian chromium (apt-get install chromium fonts-noto-core)…");
    tools.aptInstall(prefix, ["chromium", "fonts-noto-core"]);
  }
  missing.push(tools.checkChromium(CHROMIUM_PATH));
}
const lines = missing.filter(Boolean);
if (lines.length > 0) {
  for (const line of lines) console.error(line);
  process.exit(1);
}

const { state, reason } = tools.dependencyState(root);
if (state !== "fresh") {
  console.log(
    state === "missing"
      ? "Installing dependencies (first run): npm ci…"
      : `Reinstalling dependencies (${reason}): npm ci…`,
  );
  const install = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], {
    cwd: root,
    stdio: "inherit",
  });
  if (install.status !== 0) {
    console.error("npm ci failed: see its output above.");
    process.exit(install.status ?? 1);
  }
}
