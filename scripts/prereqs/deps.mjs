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
    const name = path.replace(/^.*node_modules\//, "");
    if (!have && !entry.optional) return { state: "stale", reason: `${name} is not installed` };
    if (have && !entry.link && have.version !== entry.version) {
      const reason = `${name} is ${have.version}, the lockfile says ${entry.version}`;
      return { state: "stale", reason };
    }
  }
  return { state: "fresh" };
}
