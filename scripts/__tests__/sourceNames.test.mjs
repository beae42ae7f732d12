import { execFileSync } from "node:child_process";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** Source files (tests and a folder's index.ts entry left out) under `dir`, by name. */
function namesIn(dir) {
  const files = execFileSync("git", ["ls-files", dir], { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter((f) => /\.(ts|tsx|css)$/.test(f) && !/(__tests__|\.test\.|\/index\.ts$)/.test(f));
  const byName = new Map();
  for (const file of files)
    byName.set(basename(file), [...(byName.get(basename(file)) ?? []), file]);
  return byName;
}

// Issue 28: one name, one file, so a name says which side and which idea it serves.
describe("no two source files share a name", () => {
  it.each(["web/src", "functions/src"])("inside %s", (dir) => {
    const names = namesIn(dir);
    expect(names.size).toBeGreaterThan(20);
    expect([...names.values()].filter((files) => files.length > 1)).toEqual([]);
  });
});
