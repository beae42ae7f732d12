import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  aptPrefix,
  checkChromium,
  checkFirestoreEmulator,
  checkJava,
  checkNode,
  dependencyState,
} from "../prereqs/tools.mjs";
import { resolvePorts } from "../stack/ports.mjs";

const dirs = [];
function temp() {
  const dir = mkdtempSync(join(tmpdir(), "prereqs-"));
  dirs.push(dir);
  return dir;
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("what this machine lacks, in one line each", () => {
  it("asks for Java 17+ when there is none or an older one", () => {
    expect(checkJava(null)).toBe(
      "Java is missing (the Firestore and Auth emulators run on it): install Java 17+: sudo apt-get install openjdk-17-jre-headless.",
    );
    expect(checkJava('java version "1.8.0_402"')).toBe(
      "Java 17+ is needed, found Java 8: install Java 17+: sudo apt-get install openjdk-17-jre-headless.",
    );
    expect(checkJava('openjdk version "17.0.15" 2025-04-15')).toBeNull();
    expect(checkJava('openjdk version "21" 2023-09-19')).toBeNull();
  });

  it("asks for the Firestore emulator only when neither gcloud's nor firebase-tools' is here", () => {
    const empty = temp();
    expect(checkFirestoreEmulator(null, empty)).toBe(
      "The Firestore emulator is missing: sudo apt-get install google-cloud-cli-firestore-emulator " +
        "(Google Cloud CLI's apt repository: https://cloud.google.com/sdk/docs/install#deb).",
    );
    expect(checkFirestoreEmulator("cloud-firestore-emulator\nbq\n", empty)).toBeNull();
    const cache = temp();
    writeFileSync(join(cache, "cloud-firestore-emulator-v1.19.7.jar"), "");
    expect(checkFirestoreEmulator(null, cache)).toBeNull();
  });

  it("asks for Chromium and for a newer Node", () => {
    expect(checkChromium("/no/chromium")).toBe(
      "Chromium is missing at /no/chromium (the browser tests drive it): sudo apt-get install chromium, or set CHROMIUM_PATH.",
    );
    expect(checkNode("20.18.0")).toBe(
      "Node 20.18.0 is too old: install Node 20.19 or newer (https://nodejs.org, or your package manager's nodejs).",
    );
    expect(checkNode("22.3.0")).toBeNull();
  });
});

describe("aptPrefix: whether a missing package is installed unasked", () => {
  const never = () => {
    throw new Error("sudo asked although it need not be");
  };

  it("installs as root directly, and through sudo only where sudo asks no password", () => {
    expect(aptPrefix({ root: true, hasApt: true, sudoWorks: never })).toEqual([]);
    expect(aptPrefix({ root: false, hasApt: true, sudoWorks: () => true })).toEqual(["sudo", "-n"]);
  });

  it("asks the person (one line) without apt, or where sudo wants a password", () => {
    expect(aptPrefix({ root: true, hasApt: false, sudoWorks: never })).toBeNull();
    expect(aptPrefix({ root: false, hasApt: false, sudoWorks: never })).toBeNull();
    expect(aptPrefix({ root: false, hasApt: true, sudoWorks: () => false })).toBeNull();
  });
});

describe("dependencyState: whether npm start must install first", () => {
  function project(lock, installed) {
    const root = temp();
    writeFileSync(join(root, "package-lock.json"), JSON.stringify({ packages: lock }));
    if (installed) {
      mkdirSync(join(root, "node_modules"));
      writeFileSync(
        join(root, "node_modules/.package-lock.json"),
        JSON.stringify({ packages: installed }),
      );
    }
    return root;
  }
  const lock = {
    "": { name: "shop" },
    "node_modules/zod": { version: "4.1.0" },
    "node_modules/@rolldown/binding-darwin-arm64": { version: "1.0.0", optional: true },
    "node_modules/web": { resolved: "web", link: true },
  };

  it("is missing on a fresh clone", () => {
    expect(dependencyState(project(lock, null))).toEqual({ state: "missing" });
  });

  it("is fresh when every package the lockfile names is installed (other platforms' optional ones aside)", () => {
    const installed = {
      "node_modules/zod": { version: "4.1.0" },
      "node_modules/web": { link: true },
    };
    expect(dependencyState(project(lock, installed))).toEqual({ state: "fresh" });
  });

  it("is stale when a pull changed a version or added a package", () => {
    expect(dependencyState(project(lock, { "node_modules/zod": { version: "4.0.0" } }))).toEqual({
      state: "stale",
      reason: "zod is 4.0.0, the lockfile says 4.1.0",
    });
    expect(dependencyState(project(lock, {}))).toEqual({
      state: "stale",
      reason: "zod is not installed",
    });
  });
});

describe("resolvePorts", () => {
  it("moves only a port browsers refuse up to the next usable one, and says so", () => {
    const moves = [];
    const ports = resolvePorts({ SHOP_PORT_OFFSET: "2000" }, (move) => moves.push(move));
    expect(ports).toMatchObject({ firestore: 10081, auth: 11099, functions: 7001, web: 7173 });
    expect(moves).toEqual([{ name: "firestore", from: 10080, to: 10081 }]);
  });

  it("refuses a refused port named on its own", () => {
    expect(() => resolvePorts({ SHOP_PORT_WEB: "6000" })).toThrow(
      "Port 6000 (web) is one browsers and fetch refuse to use: pick another SHOP_PORT_WEB.",
    );
  });
});
