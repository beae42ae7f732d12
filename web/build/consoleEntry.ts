import { join } from "node:path";
import react from "@vitejs/plugin-react";
import { build, type Plugin, type ResolvedConfig } from "vite";
import { consolePath } from "../src/config/paths.ts";

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
 * The dev server (`npm start`) answers the console's addresses with its page,
 * as firebase.json's rewrite (/admin/** → admin.html) does on Hosting; Vite's
 * own fallback would serve the shop's index.html.
 */
export function consoleEntry(): Plugin {
  return {
    name: "shop-console-entry",
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const [path = "/", query] = (req.url ?? "/").split(/\?(.*)/s);
        if (path === consolePath || path.startsWith(`${consolePath}/`)) {
          req.url = `/${CONSOLE_PAGE}${query ? `?${query}` : ""}`;
        }
        next();
      });
    },
  };
}
