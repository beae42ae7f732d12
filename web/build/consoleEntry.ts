import { existsSync } from "node:fs";
import { join } from "node:path";
import react from "@vitejs/plugin-react";
import { build, type Plugin, type ResolvedConfig } from "vite";
import { readHostingConfig } from "./hostingPreview.ts";
import { matches } from "./hostingRules.ts";

/**
 * The operator console (docs/admin-console.md) is a page of its own,
 * admin.html, with its own entry (src/admin.tsx).
 */
export const CONSOLE_PAGE = "admin.html";
/** Where the console's build lists its chunks (read by scripts/budget.mjs). */
export const CONSOLE_MANIFEST = ".vite/console-manifest.json";

/**
 * Builds the console after the shop, into the same directory, as a build of
 * its own: one build with both pages would move every module the two share
 * (React, the header, the session) into chunks of their own, which every
 * shopper route would then fetch (npm run budget measured +1 KB on /). The
 * console brings its own copy of them instead; shoppers never load it.
 */
export function consoleBuild(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "shop-console-build",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        envDir: config.envDir,
        logLevel: "warn",
        resolve: { alias: config.resolve.alias },
        plugins: [react()],
        build: {
          outDir: config.build.outDir,
          emptyOutDir: false,
          target: config.build.target,
          sourcemap: config.build.sourcemap,
          manifest: CONSOLE_MANIFEST,
          rolldownOptions: {
            ...config.build.rolldownOptions,
            input: join(config.root, CONSOLE_PAGE),
          },
        },
      });
    },
  };
}

/**
 * The dev server (`npm start`) answers firebase.json's rewrites to a page of
 * its own (/admin/** → admin.html) as Hosting and the preview do; Vite's
 * own fallback would serve the shop's index.html. The rewrite to app.html,
 * the built shell, is left to that fallback.
 */
export function consoleEntry(): Plugin {
  return {
    name: "shop-console-entry",
    configureServer(server) {
      const pages = (readHostingConfig().rewrites ?? []).filter((rule) =>
        existsSync(join(server.config.root, rule.destination)),
      );
      server.middlewares.use((req, _res, next) => {
        const [path = "/", query] = (req.url ?? "/").split(/\?(.*)/s);
        const page = pages.find((rule) => matches(rule, path));
        if (page) req.url = page.destination + (query ? `?${query}` : "");
        next();
      });
    },
  };
}
