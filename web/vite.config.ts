/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from "vite";
import react from "@vitejs/plugin-react";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildSettings } from "./build/buildSettings.ts";
import { consoleBuild, consoleEntry } from "./build/consoleEntry.ts";
import { pageLoaders, publicPages } from "./build/publicPages.ts";

const domain = fileURLToPath(new URL("../functions/src/domain/", import.meta.url));

// react-router's package exports name only its development build, warnings
// and all (remix-run/react-router#12532, #14102); the production build sits
// beside it. A production bundle takes that one instead.
const routerDevelopment = createRequire(import.meta.url).resolve("react-router");
const routerProduction = join(dirname(routerDevelopment), "../production/index.mjs");

const webRoot = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig(({ command, mode }) => {
  // The env files of this mode plus the process environment, as Vite documents
  // for config (web/.env.production in a production build), all prefixes
  // included so SITE_URL is read there too. A build stops here when the
  // Firebase web config is missing (build/buildSettings.ts).
  const { siteUrl } = buildSettings(command, loadEnv(mode, webRoot, ""));
  return {
    plugins: [react(), pageLoaders(), publicPages(siteUrl), consoleEntry(), consoleBuild()],
    resolve: {
      alias: [
        { find: /^@shop\/domain$/, replacement: `${domain}index.ts` },
        // One domain module on its own, for code in the entry chunk (features/auth/api/adminFlag).
        { find: /^@shop\/domain\/(\w+)$/, replacement: `${domain}$1.ts` },
        ...(command === "build" ? [{ find: /^react-router$/, replacement: routerProduction }] : []),
      ],
    },
    server: { host: "127.0.0.1", strictPort: true },
    preview: { host: "127.0.0.1", strictPort: true },
    // One stylesheet, inlined into every page's HTML by publicPages.
    build: {
      target: "es2022",
      sourcemap: true,
      cssCodeSplit: false,
      rolldownOptions: {
        // A feature's index.ts only re-exports (docs/architecture.md, Layers): a
        // page that takes one name from it must not load the modules behind the others.
        treeshake: { moduleSideEffects: (id) => !/\/src\/features\/[^/]+\/index\.ts$/.test(id) },
      },
    },
    test: {
      name: "web",
      root: webRoot,
      include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"],
      environment: "jsdom",
      setupFiles: ["src/testing/setup.ts"],
      restoreMocks: true,
    },
  };
});
