#!/usr/bin/env node
// `--vs <ref>`: both sides alternately, medians and ratios, the only comparable figures here.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { median } from "./load/stats.mjs";

const root = new URL("..", import.meta.url).pathname.replace(/\/$/, "");
const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, stdio: "inherit" });

// `ref` checked out beside this checkout; node_modules is hard-linked from this one's: the ref's
// lockfile may differ, but packages are shared and builds are not. Its functions are built for the
// load run; Lighthouse builds only its web, on this checkout's stack.
function refWorktree(ref, { buildFunctions }) {
  const options = { cwd: root, encoding: "utf8" };
  const commit = execFileSync("git", ["rev-parse", "--short", `${ref}^{commit}`], options).trim();
  const dir = `${root}-vs-${commit}`;
  if (!existsSync(dir)) {
    run("git", ["worktree", "add", "--detach", dir, commit], root);
    for (const sub of ["", "web", "tests", "functions", "tools/razorpay-emulator"]) {
      const modules = join(root, sub, "node_modules");
      if (existsSync(modules) && existsSync(join(dir, sub))) {
        run("cp", ["-al", modules, join(dir, sub)], root);
      }
    }
  }
  if (!buildFunctions) return dir;
  const scripts = JSON.parse(execFileSync("npm", ["pkg", "get", "scripts"], { cwd: dir }));
  if (scripts["build:stack"]) run("npm", ["run", "build:stack"], dir);
  else run("npm", ["run", "build", "-w", "functions"], dir);
  return dir;
}

const [kind, ...args] = process.argv.slice(2);
const take = (flag) => (args.includes(flag) ? args.splice(args.indexOf(flag), 2)[1] : undefined);
const vs = take("--vs");
const rounds = Number(take("--rounds") ?? 3);
const lighthouse = kind === "lighthouse";

/** One run of this kind on the stack of the checkout in `dir`: its exit code and output. */
function runIn(dir, env = {}) {
  const script = `node scripts/${lighthouse ? "lighthouse" : "load"}.mjs ${args.join(" ")}`;
  const stackArgs = [...(lighthouse ? ["--web=preview"] : []), "--run", script];
  const child = spawn("node", ["scripts/stack.mjs", ...stackArgs], {
    cwd: dir,
    env: { ...process.env, ...env },
    stdio: ["inherit", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
    process.stdout.write(chunk);
  });
  return new Promise((done) => child.on("close", (code) => done({ code, output })));
}

const ms = (text) => Number(text.replace(/[^\d.]/g, "")) * (/\d\s*s$/.test(text) ? 1000 : 1);

/** Each page's score, TBT and LCP from the run's result files (both sides run in this checkout). */
function lighthouseFigures() {
  const read = (file) => JSON.parse(readFileSync(join(root, "test-results", file), "utf8"));
  const details = read("lighthouse-findings.json");
  return Object.fromEntries(
    read("lighthouse.json").table.flatMap(({ path, performance }, i) => {
      const metric = (name) => ms(details[i].metrics.find((m) => m.startsWith(name)).slice(4));
      return [
        [`${path} score`, performance],
        [`${path} TBT ms`, metric("TBT")],
        [`${path} LCP ms`, metric("LCP")],
      ];
    }),
  );
}

/** Throughput, placeOrder's latency and the audit, from the load run's output. */
function loadFigures({ code, output }) {
  const wall = /Shopping took ([\d.]+) s.*?([\d.]+) shoppers\/s/.exec(output);
  const row = /'placeOrder'\s*│\s*\d+\s*│\s*[\d.]+\s*│\s*(\d+)\s*│\s*\d+\s*│\s*(\d+)/;
  const placeOrder = row.exec(output);
  return {
    "shopping s": Number(wall?.[1]),
    "shoppers/s": Number(wall?.[2]),
    "placeOrder p50 ms": Number(placeOrder?.[1]),
    "placeOrder p99 ms": Number(placeOrder?.[2]),
    "audit passed (1/0)": code === 0 ? 1 : 0,
  };
}

// An even count's mean of the middle two, to two places.
const middle = (values) => (values.length % 2 ? median(values) : Number(median(values).toFixed(2)));

run("npm", ["run", "build:stack"], root);
if (!vs) process.exit((await runIn(root)).code ?? 1);

const sides = [
  { name: vs, dir: refWorktree(vs, { buildFunctions: !lighthouse }), runs: [] },
  { name: "this checkout", dir: root, runs: [] },
];
for (let round = 0; round < rounds; round += 1) {
  // Alternate which side goes first, so neither always meets the same load.
  for (const side of round % 2 ? [...sides].reverse() : sides) {
    console.log(`\n=== round ${round + 1} of ${rounds}: ${side.name} (${side.dir}) ===`);
    // Lighthouse: both builds served by this checkout's stack, so the figures compare builds,
    // not servers (511baa6 served with `vite preview`; docs/performance.md, Left to do).
    const web = side.dir === root ? {} : { SHOP_WEB_SOURCE: side.dir };
    const result = lighthouse
      ? await runIn(root, { LIGHTHOUSE_RUNS: "1", ...web })
      : await runIn(side.dir);
    // A failed Lighthouse run leaves the last run's result files: never read those as this one's.
    if (lighthouse && result.code !== 0) throw new Error(`${side.name}: the Lighthouse run failed`);
    side.runs.push(lighthouse ? lighthouseFigures() : loadFigures(result));
  }
}
const [other, here] = sides;
console.log(`\nSide by side, medians of ${rounds} alternating runs each, on this machine:`);
console.table(
  Object.keys(here.runs[0]).map((figure) => {
    const [a, b] = [other, here].map((side) => middle(side.runs.map((run) => run[figure])));
    return { figure, [vs]: a, "this checkout": b, ratio: Number((b / a).toFixed(2)) };
  }),
);
