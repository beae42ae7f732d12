#!/usr/bin/env node
// Offline preflight for `firebase deploy` (docs/deploy.md, "Check, then deploy").
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { deployProject, runChecks } from "./deploy/checks.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const { values } = parseArgs({ options: { project: { type: "string" } } });

/** The build `firebase deploy` runs first (firebase.json hosting.predeploy), in this environment. */
function build(dir) {
  console.log("Building the site as `firebase deploy` will (npm run build -w web)…");
  const result = spawnSync("npm", ["run", "build", "-w", "web"], { cwd: dir, encoding: "utf8" });
  if (result.status === 0) return [];
  const output = `${result.stdout}\n${result.stderr}`.trim().split("\n");
  const reason = output.find((line) => /^Error: /.test(line)) ?? output.slice(-5).join("\n");
  return [`The production build failed: ${reason.replace(/^Error: /, "")}`];
}

const project = deployProject(root, values.project);
const results = await runChecks(root, project, { build, environment: process.env });
let failed = 0;
console.log(`Deploy check for ${project ?? "(no project)"}:`);
for (const [title, problems] of results) {
  console.log(`${problems.length === 0 ? "  ok  " : "  FAIL"} ${title}`);
  for (const problem of problems) console.log(`         ${problem}`);
  failed += problems.length;
}
if (failed > 0) {
  console.error(`\n${failed} problem(s): fix them before \`npx firebase deploy\`.`);
  process.exit(1);
}
console.log("\nReady: `npx firebase deploy`.");
