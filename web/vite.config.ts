/// <reference types="vitest/config" />
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { publicPages } from "./build/publicPages.ts";

const domain = fileURLToPath(new URL("../functions/src/domain/index.ts", import.meta.url));

// Where the shop is served from, for sitemap.xml, robots.txt and og:url:
// the Firebase Hosting address unless a custom domain is given.
const siteUrl =
  process.env.SITE_URL ?? `https://${process.env.VITE_FIREBASE_PROJECT_ID ?? "demo-shop"}.web.app`;

export default defineConfig({
  plugins: [react(), publicPages(siteUrl.replace(/\/$/, ""))],
  resolve: { alias: { "@shop/domain": domain } },
  server: { host: "127.0.0.1", strictPort: true },
  preview: { host: "127.0.0.1", strictPort: true },
  build: { target: "es2022", sourcemap: true },
  test: {
    name: "web",
    root: fileURLToPath(new URL(".", import.meta.url)),
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "jsdom",
    setupFiles: ["src/testing/setup.ts"],
    restoreMocks: true,
  },
});
