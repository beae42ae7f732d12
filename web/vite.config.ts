/// <reference types="vitest/config" />
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { hostingPreview } from "./build/hostingPreview.ts";
import { publicPages } from "./build/publicPages.ts";

const domain = fileURLToPath(new URL("../functions/src/domain/index.ts", import.meta.url));

// react-router's package exports name only its development build, warnings
// and all (remix-run/react-router#12532, #14102); the production build sits
// beside it. A production bundle takes that one instead.
const routerDevelopment = createRequire(import.meta.url).resolve("react-router");
const routerProduction = join(dirname(routerDevelopment), "../production/index.mjs");

// Where the shop is served from, for sitemap.xml, robots.txt and og:url:
// the Firebase Hosting address unless a custom domain is given.
const siteUrl =
  process.env.SITE_URL ?? `https://${process.env.VITE_FIREBASE_PROJECT_ID ?? "demo-shop"}.web.app`;

export default defineConfig(({ command }) => ({
  plugins: [react(), publicPages(siteUrl.replace(/\/$/, "")), hostingPreview()],
  resolve: {
    alias: [
      { find: "@shop/domain", replacement: domain },
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
    root: fileURLToPath(new URL(".", import.meta.url)),
    include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"],
    environment: "jsdom",
    setupFiles: ["src/testing/setup.ts"],
    restoreMocks: true,
  },
}));
