import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

const domain = fileURLToPath(new URL("./functions/src/domain/index.ts", import.meta.url));

/**
 * One runner, six projects. `domain`, `web` and `scripts` need nothing running;
 * `functions`, `rules` and `e2e` expect the local stack that
 * scripts/stack.mjs starts (npm run test:emulated does both).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "domain",
          include: ["functions/src/domain/**/*.test.ts"],
          environment: "node",
        },
      },
      "./web/vite.config.ts",
      {
        test: {
          name: "scripts",
          include: ["scripts/**/__tests__/**/*.test.mjs"],
          environment: "node",
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: "functions",
          include: ["functions/src/**/*.test.ts"],
          exclude: ["functions/src/domain/**"],
          environment: "node",
          setupFiles: ["functions/src/testing/setup.ts"],
          fileParallelism: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        resolve: { alias: { "@shop/domain": domain } },
        test: {
          name: "rules",
          include: ["tests/rules/**/*.test.ts"],
          environment: "node",
          fileParallelism: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: "stack",
          include: ["tests/stack/**/*.test.ts"],
          environment: "node",
          testTimeout: 180_000,
        },
      },
      {
        resolve: { alias: { "@shop/domain": domain } },
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
