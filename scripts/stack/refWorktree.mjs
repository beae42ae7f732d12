// Another ref checked out and built beside this one, for side-by-side figures on the same machine
// (scripts/sideBySide.mjs, docs/performance.md).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

export const root = new URL("../..", import.meta.url).pathname.replace(/\/$/, "");

const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, stdio: "inherit" });

// node_modules is hard-linked from this checkout's: the ref's lockfile may differ, but packages are
// shared and builds are not.
export function refWorktree(ref) {
  const commit = execFileSync("git", ["rev-parse", "--short", `${ref}^{commit}`], {
    cwd: root,
    encoding: "utf8",
  }).trim();
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
  const scripts = JSON.parse(execFileSync("npm", ["pkg", "get", "scripts"], { cwd: dir }));
  if (scripts["build:stack"]) run("npm", ["run", "build:stack"], dir);
  else run("npm", ["run", "build", "-w", "functions"], dir);
  return dir;
}
