#!/usr/bin/env node
// `npm run budget`: per route, gzipped initial JS and HTML; fails over budget or on a stray SDK.
import { build, runnerImport } from "vite";
import { gzipSync } from "node:zlib";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { resolvePorts, stackEnv } from "./stack/ports.mjs";

const webRoot = fileURLToPath(new URL("../web/", import.meta.url));
const KB = 1024;
const HTML_BUDGET_KB = 20;

/** SDKs that must never be in any route's initial JavaScript. */
const lateSdks = {
  firestore: /node_modules\/@firebase\/firestore\//,
  auth: /node_modules\/@firebase\/auth\//,
};

/** The SDKs a route's HTML may ask for early (web/build/pageHead.ts): Auth on the signed-in ones. */
const earlySdksAllowed = (route) => [
  ...(paths.signedInRoutes.includes(route) ? ["auth"] : []),
  ...(paths.shopPages[route]?.firestore ? ["firestore"] : []),
];

// Built for the emulators, as the stack serves it (a production build needs a Firebase config).
for (const [name, value] of Object.entries(stackEnv(resolvePorts({})))) {
  if (name.startsWith("VITE_")) process.env[name] ??= value;
}

const chunks = new Map();
await build({
  root: webRoot,
  logLevel: "warn",
  build: { outDir: "dist", emptyOutDir: true },
  plugins: [
    {
      name: "collect-chunks",
      generateBundle(_options, bundle) {
        for (const output of Object.values(bundle)) {
          const gzip = output.type === "chunk" && gzipSync(output.code, { level: 9 }).length;
          if (gzip) chunks.set(output.fileName, { ...output, gzip });
        }
      },
    },
  ],
});

// The route table (web/src/config/paths.ts) and the chunk graph's walk (web/build/pageHead.ts),
// read after the build (before, it would be a dev build).
const load = async (file) =>
  (await runnerImport(`${webRoot}${file}`, { configFile: false, logLevel: "error" })).module;
const [paths, head] = [await load("src/config/paths.ts"), await load("build/pageHead.ts")];
const routes = Object.fromEntries(
  Object.entries(paths.shopPages).filter(([, { budgetKb }]) => budgetKb),
);
// The console (docs/admin-console.md): a build of its own, measured from its manifest.
routes["/admin"] = { console: true, budgetKb: 140, html: "admin" };

const allChunks = [...chunks.values()];
const bundle = Object.fromEntries(chunks);
const entry = allChunks.find((c) => c.isEntry);
if (!entry) throw new Error("The build has no entry chunk");

/** A route's initial chunks: the entry, the app (main.tsx imports it at once) and its page. */
function initialOf(page) {
  const seen = head.staticGraph(bundle, entry.fileName);
  for (const module of [head.APP, ...(page ? [page] : [])]) {
    head.staticGraph(bundle, head.chunkOf(bundle, module).fileName, seen);
  }
  return [...seen].map((name) => chunks.get(name));
}

/** Prerendered HTML (web/build/publicPages.ts); a route with a parameter gets the app shell. */
function htmlOf(route, name) {
  name ??= route === "/" ? "index" : route.includes(":") ? "app" : route.slice(1);
  const file = `${webRoot}dist/${name}.html`;
  if (!existsSync(file)) throw new Error(`The build wrote no ${file}`);
  return readFileSync(file, "utf8");
}

const carrying = (list, pattern) => list.filter((c) => c.moduleIds.some((id) => pattern.test(id)));
/** Which of lateSdks the chunks in `list` carry. */
const sdksIn = (list) =>
  Object.keys(lateSdks).filter((name) => carrying(list, lateSdks[name]).length > 0);

/** The SDKs whose chunks the HTML names in a modulepreload. */
const PRELOAD = /rel="modulepreload"[^>]*href="\/([^"]+)"/g;
const earlySdks = (html) =>
  sdksIn([...html.matchAll(PRELOAD)].flatMap((m) => chunks.get(m[1]) ?? []));

const rows = {};
let failed = false;
// The console is built on its own (web/build/consoleEntry.ts): not one of its modules in the shop.
for (const [pattern, what] of [
  [
    /\/src\/(features\/admin|app\/console)\/|\/src\/admin\.tsx$/,
    "The shop's build carries console modules in",
  ],
  // web/vite.config.ts picks the production build.
  [/node_modules\/react-router\/dist\/development\//, "react-router's development build is in"],
]) {
  const found = carrying(allChunks, pattern);
  if (found.length === 0) continue;
  console.error(`${what} ${found.map((c) => c.fileName)}`);
  failed = true;
}

// The console's own build (web/build/consoleEntry.ts): the scripts its HTML loads and preloads.
const consoleInitial = (html) =>
  [...html.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map(([, fileName]) => {
    const gzip = gzipSync(readFileSync(`${webRoot}dist/${fileName}`), { level: 9 }).length;
    return { fileName, gzip, moduleIds: [] };
  });

for (const [route, { page, budgetKb, html: htmlName, console: ownBuild }] of Object.entries(
  routes,
)) {
  const html = htmlOf(route, htmlName);
  const initial = ownBuild ? consoleInitial(html) : initialOf(page);
  const gzipKb = initial.reduce((sum, c) => sum + c.gzip, 0) / KB;
  const htmlKb = gzipSync(html, { level: 9 }).length / KB;
  const early = ownBuild ? [] : earlySdks(html);
  const shared = ownBuild ? initial.filter((c) => chunks.has(c.fileName)) : [];
  const sdks = ownBuild ? [] : sdksIn(initial);
  const stray = early.filter((sdk) => !earlySdksAllowed(route).includes(sdk));
  const problems = [
    gzipKb > budgetKb && `over budget by ${(gzipKb - budgetKb).toFixed(1)} KB`,
    shared.length > 0 && `shares ${shared.map((c) => c.fileName)} with the shop`,
    sdks.length > 0 && `initial JS carries ${sdks.join(" and ")}`,
    !ownBuild && htmlKb > HTML_BUDGET_KB && `HTML over ${HTML_BUDGET_KB} KB`,
    stray.length > 0 && `HTML preloads ${stray.join(" and ")}`,
    early.length > 0 &&
      html.includes('<div id="root"></div>') &&
      "HTML preloads an SDK but paints nothing without JavaScript",
  ].filter(Boolean);
  if (problems.length > 0) failed = true;
  rows[route] = {
    chunks: initial.length,
    "size KB": Number(gzipKb.toFixed(1)),
    "budget KB": budgetKb,
    "HTML KB": Number(htmlKb.toFixed(1)),
    "SDKs the HTML preloads": early.join(", ") || "none",
    verdict: problems.join("; ") || "ok",
  };
}

console.log("\nInitial JavaScript and HTML per route (gzip, level 9):");
console.table(rows);
const lazy = carrying(allChunks, lateSdks.firestore);
console.log(
  `\nThe whole stylesheet is inline in each HTML file; HTML budget ${HTML_BUDGET_KB} KB.` +
    `\nFirestore SDK: ${lazy.map((c) => `${c.fileName} ${(c.gzip / KB).toFixed(1)} KB`).join(", ") || "not in the build"} (loaded on demand)`,
);
process.exit(failed ? 1 : 0);
