import { join } from "node:path";
import react from "@vitejs/plugin-react";
import { build, type Plugin } from "vite";
import { consolePath } from "../src/config/paths.ts";

/** The operator console (docs/admin-console.md) has its own entry (src/admin.tsx). */
const CONSOLE_PAGE = "admin.html";

// A separate build: one build of both pages would split shared modules into chunks every shopper
// route then fetches (npm run budget measured +1 KB on /).
export function consoleBuild(): Plugin {
  return {
    name: "shop-console-build",
    apply: "build",
    async closeBundle() {
      const { config } = this.environment;
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
          rolldownOptions: {
            ...config.build.rolldownOptions,
            input: join(config.root, CONSOLE_PAGE),
          },
        },
      });
    },
  };
}

/** In `npm start`, Vite's fallback would serve index.html for /admin/**: rewrite as firebase.json does. */
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
