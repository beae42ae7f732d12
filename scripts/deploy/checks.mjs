import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { checkBundle } from "./bundle.mjs";
import { checkIndexes, checkRules } from "./firestore.mjs";
import {
  checkFunctionParams,
  checkFunctionsLockfile,
  checkSecrets,
  checkWebConfig,
} from "./config.mjs";

/** The project a deploy goes to: --project, else .firebaserc's default (`firebase use`). */
export function deployProject(root, explicit) {
  if (explicit) return explicit;
  try {
    return JSON.parse(readFileSync(join(root, ".firebaserc"), "utf8")).projects?.default;
  } catch {
    return undefined;
  }
}

// [title, problems] pairs, in the order a person fixes things. `build` runs only when the web
// config is sound, since the site it leaves in web/dist is then scanned.
export async function runChecks(root, project, { build, environment = {} } = {}) {
  if (!project) {
    return [
      ["Firebase project", ["No project: run `npx firebase use --add` or pass --project <id>."]],
    ];
  }
  const results = [
    [
      "Firebase project",
      /^demo-/.test(project) ? [`${project} is a demo project: emulators only.`] : [],
    ],
    ["Function params (functions/.env.<project>)", checkFunctionParams(root, project)],
    ["Secrets stated as set (ops/secrets.<project>)", checkSecrets(root, project)],
    ["Functions' lockfile (functions/package-lock.json)", checkFunctionsLockfile(root)],
    ["Web config (web/.env.production)", checkWebConfig(root, project, environment)],
    ["Firestore rules", checkRules(root)],
    ["Firestore indexes cover every query", checkIndexes(root)],
  ];
  if (!build) return results;
  if (results.find(([title]) => title.startsWith("Web config"))[1].length > 0) {
    results.push(["Production build", ["Not built: fix the web config first."]]);
    return results;
  }
  const buildProblems = await build(root);
  const dist = join(root, "web", "dist");
  results.push([
    "Production build free of emulator hosts",
    buildProblems.length > 0 || !existsSync(dist) ? buildProblems : checkBundle(dist),
  ]);
  return results;
}
