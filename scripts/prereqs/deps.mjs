import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

// Read from npm's hidden lockfile (node_modules/.package-lock.json). Optional packages for other
// platforms are never installed, so an absent optional one is not stale.
export function dependencyState(root) {
  const hiddenPath = join(root, "node_modules", ".package-lock.json");
  if (!existsSync(hiddenPath)) return { state: "missing" };
  const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")).packages ?? {};
  const installed = JSON.parse(readFileSync(hiddenPath, "utf8")).packages ?? {};
  for (const [path, entry] of Object.entries(lock)) {
    if (!path.startsWith("node_modules/") && !path.includes("/node_modules/")) continue;
    const have = installed[path];
    if (!have) {
      if (entry.optional) continue;
      return {
        state: "stale",
        reason: `${path.replace(/^.*node_modules\//, "")} is not installed`,
      };
    }
    if (!entry.link && have.version !== entry.version) {
      return {
        state: "stale",
        reason: `${path.replace(/^.*node_modules\//, "")} is ${have.version}, the lockfile says ${entry.version}`,
      };
    }
  }
  return { state: "fresh" };
}
