import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
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
  const bundle = buildProblems.length > 0 || !existsSync(dist) ? buildProblems : checkBundle(dist);
  return [...results, ["Production build free of emulator hosts", bundle]];
}

// An emulator address has a port and a demo project its own id: narrow, as libraries carry harmless
// such strings. `demo-project` is the Firebase SDK's mock-token placeholder, in every build.
const EMULATOR_MARKS = [
  { pattern: /127\.0\.0\.1/, what: "an emulator host (127.0.0.1)" },
  { pattern: /\blocalhost:\d+/, what: "an emulator host (localhost:port)" },
  { pattern: /\bdemo-(?!project\b)[a-z0-9][a-z0-9-]*/, what: "a demo project id" },
  { pattern: /rzp_test_localemulator/, what: "the Razorpay emulator's key id" },
];

/** Files Hosting serves (firebase.json ignores dotfiles and source maps). */
const servedFiles = (dir) =>
  readdirSync(dir, { recursive: true })
    .filter((name) => /\.(html|js|mjs|css|json|txt|xml|webmanifest)$/.test(name))
    .filter((name) => !name.split("/").some((part) => part.startsWith(".")))
    .map((name) => join(dir, name));

/** Problems in the built site at `dist` (web/dist): one line per file and mark. */
export function checkBundle(dist) {
  if (!existsSync(dist)) return [`${dist} does not exist: the production build did not run.`];
  const files = servedFiles(dist);
  if (!files.some((f) => f.endsWith("index.html"))) return [`${dist} has no index.html.`];
  return files.flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return EMULATOR_MARKS.flatMap(({ pattern, what }) => {
      const match = pattern.exec(text);
      return match ? [`${relative(dist, file)} contains ${what}: "${match[0]}".`] : [];
    });
  });
}
