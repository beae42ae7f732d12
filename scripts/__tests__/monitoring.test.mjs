import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO } from "./deployFixture.mjs";

const dir = join(REPO, "ops/monitoring");
const paymentLog = readFileSync(join(REPO, "functions/src/payments/paymentLog.ts"), "utf8");
const declared = [
  ...paymentLog.match(/SHOP_EVENTS = \[([\s\S]*?)\]/)[1].matchAll(/"([a-z_]+)"/g),
].map((m) => m[1]);
const metrics = readdirSync(join(dir, "metrics")).map((file) => ({
  name: file.replace(/\.yaml$/, ""),
  filter: /^filter: '(.*)'$/m.exec(readFileSync(join(dir, "metrics", file), "utf8"))[1],
}));

describe("ops/monitoring matches what the payment code logs", () => {
  it("every shopEvent a metric counts is one paymentLog writes", () => {
    for (const { name, filter } of metrics) {
      const clause = /jsonPayload\.shopEvent=(\([^)]*\)|"[a-z_]+")/.exec(filter)?.[1];
      const events = [...(clause ?? "").matchAll(/"([a-z_]+)"/g)].map((m) => m[1]);
      expect(events.length, name).toBeGreaterThan(0);
      for (const event of events) expect(declared, `${name}: ${event}`).toContain(event);
    }
  });

  it("every declared shopEvent is written by a log line", () => {
    for (const event of declared) {
      // tagged("x", …), or a choice between two: `? "x" : "y"`.
      const written = new RegExp(`tagged\\(\\s*"${event}"|[?:] "${event}"`).test(paymentLog);
      expect(written, event).toBe(true);
    }
  });

  it("every alert policy watches a metric defined here", () => {
    const names = metrics.map((m) => m.name);
    for (const file of readdirSync(join(dir, "policies"))) {
      const policy = JSON.parse(readFileSync(join(dir, "policies", file), "utf8"));
      for (const condition of policy.conditions) {
        const metric = /logging\.googleapis\.com\/user\/([a-z_]+)/.exec(
          condition.conditionThreshold.filter,
        )[1];
        expect(names, file).toContain(metric);
      }
    }
  });
});
