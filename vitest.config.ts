import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

const domain = fileURLToPath(new URL("./functions/src/domain/index.ts", import.meta.url));

/**
 * One runner, eight projects. `domain`, `web`, `scripts` and `razorpay-emulator`
 * need nothing running (the last needs the emulator built: npm run test:unit
 * does both); `functions`, `rules` and `e2e` expect the local stack that
 * scripts/stack.mjs starts (npm run test:emulated does both); `stack` starts
 * stacks of its own.
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
        // The stand-in's own tests, against its build (each file starts its own emulator).
        // Some time webhook deliveries to tens of ms: one file at a time, and
        // npm run test:unit runs them after the web's jsdom suites, not beside them.
        test: {
          name: "razorpay-emulator",
          include: ["tools/razorpay-emulator/src/**/*.test.ts"],
          environment: "node",
          fileParallelism: false,
          testTimeout: 20_000,
        },
      },
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
