import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

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
  let files;
  try {
    files = servedFiles(dist);
  } catch {
    return [`${dist} does not exist: the production build did not run.`];
  }
  if (!files.some((f) => f.endsWith("index.html"))) return [`${dist} has no index.html.`];
  const problems = [];
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    for (const { pattern, what } of EMULATOR_MARKS) {
      const match = pattern.exec(text);
      if (match) {
        problems.push(`${relative(dist, file)} contains ${what}: "${match[0]}".`);
      }
    }
  }
  return problems;
}
