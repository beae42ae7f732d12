import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

// Probes for the programs the scripts start; each is quick (no emulator or browser is started).
function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
    env: { ...process.env, CLOUDSDK_CORE_DISABLE_PROMPTS: "1" },
    timeout: 20_000,
  });
  if (result.error?.code === "ENOENT") return null;
  return `${result.stdout ?? ""}${result.stderr ?? ""}`;
}

export function checkNode(version = process.versions.node) {
  const [major, minor] = version.split(".").map(Number);
  if (major > 20 || (major === 20 && minor >= 19)) return null;
  return `Node ${version} is too old: install Node 20.19 or newer (https://nodejs.org, or your package manager's nodejs).`;
}

/** `java -version` prints e.g. `openjdk version "17.0.12"` (or "1.8.0_402" for Java 8). */
export function checkJava(output = run("java", ["-version"])) {
  const install = "install Java 17+: sudo apt-get install openjdk-17-jre-headless";
  if (output === null)
    return `Java is missing (the Firestore and Auth emulators run on it): ${install}.`;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(output);
  const major = match ? (match[1] === "1" ? Number(match[2]) : Number(match[1])) : 0;
  if (major >= 17) return null;
  return `Java 17+ is needed, found ${major ? `Java ${major}` : "an unknown version"}: ${install}.`;
}

/** Debian's gcloud with the Firestore component runs the official emulator on Java 17. */
export const hasGcloudFirestore = (
  components = run("gcloud", ["components", "list", "--only-local-state", "--format=value(id)"]),
) => Boolean(components?.includes("cloud-firestore-emulator"));

// gcloud's Firestore emulator, or firebase-tools' own once downloaded: the stack runs either.
export function checkFirestoreEmulator(
  components,
  cacheDir = join(homedir(), ".cache", "firebase", "emulators"),
) {
  if (hasGcloudFirestore(components)) return null;
  const cached =
    existsSync(cacheDir) &&
    readdirSync(cacheDir).some((f) => f.startsWith("cloud-firestore-emulator"));
  if (cached) return null;
  return (
    "The Firestore emulator is missing: sudo apt-get install google-cloud-cli-firestore-emulator " +
    "(Google Cloud CLI's apt repository: https://cloud.google.com/sdk/docs/install#deb)."
  );
}

export function checkChromium(path) {
  if (existsSync(path)) return null;
  return `Chromium is missing at ${path} (the browser tests drive it): sudo apt-get install chromium, or set CHROMIUM_PATH.`;
}

// How to install a Debian package unasked, as `.ci/run` does: no prefix as root, `sudo -n` when it
// needs no password, else null and a person is asked.
export function aptPrefix({
  root = process.getuid?.() === 0,
  hasApt = run("apt-get", ["--version"]) !== null,
  sudoWorks = () => spawnSync("sudo", ["-n", "true"], { stdio: "ignore" }).status === 0,
} = {}) {
  if (!hasApt) return null;
  if (root) return [];
  return sudoWorks() ? ["sudo", "-n"] : null;
}

/** Installs Debian packages through `prefix`; answers whether apt-get succeeded. */
export function aptInstall(prefix, packages) {
  // Through env: sudo drops the caller's environment, and apt must not stop to ask.
  const [command, ...base] = [...prefix, "env", "DEBIAN_FRONTEND=noninteractive", "apt-get"];
  const apt = (...args) =>
    spawnSync(command, [...base, ...args], { stdio: "inherit" }).status === 0;
  return apt("update", "-q") && apt("install", "-y", "-q", ...packages);
}

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
