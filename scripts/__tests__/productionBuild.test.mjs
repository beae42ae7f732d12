import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { checkBundle } from "../deploy/checks.mjs";
import { REPO } from "./deployFixture.mjs";

const outDir = mkdtempSync(join(tmpdir(), "production-build-"));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** This process's environment without anything that configures the web build. */
function plainEnvironment() {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^VITE_|^SITE_URL$|^SHOP_/.test(name)),
  );
}

// A fresh clone has no web/.env.production, so the build stops at once with
// the message; an operator's checkout has one, so the site is built and
// scanned (what `npm run deploy:check` does before a deploy).
it("a production build with no extra environment fails naming the missing values, or names no emulator", () => {
  const result = spawnSync(
    join(REPO, "node_modules/.bin/vite"),
    ["build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"],
    { cwd: join(REPO, "web"), env: plainEnvironment(), encoding: "utf8" },
  );
  if (result.status !== 0) {
    expect(result.stderr).toContain(
      "Web configuration is incomplete: VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_API_KEY, VITE_FIREBASE_APP_ID, VITE_APPCHECK_SITE_KEY are not set. " +
        "A production build reads the Firebase web config from web/.env.production (docs/deploy.md)",
    );
  } else {
    expect(checkBundle(outDir)).toEqual([]);
  }
});
