import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { layoutSettled } from "./layout";

/** The WCAG 2.0/2.1/2.2 A and AA rules every page and state must pass. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe-core's violations on the page (or inside `include`), one line each with
 * the selectors it hit, so a failure is findable from the test output alone.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // Contrast is measured on final colours, once transitions (hydration enabling a button) end.
  await layoutSettled(page);
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map(
    (v) => `${v.id} (${v.impact ?? "?"}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}
