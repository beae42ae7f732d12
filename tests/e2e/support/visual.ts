import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";

/**
 * The visual check's measurements (tests/e2e/visual.test.ts): what sticks out
 * past the right edge of the screen, and what lies over a page's primary
 * action. Both run inside the page and return plain lines, so a failure says
 * which element from the test output alone.
 */

/** Saves test-results/visual/{name}.png: the whole page, or only what the screen shows. */
export async function visualScreenshot(
  page: Page,
  name: string,
  { fullPage }: { fullPage: boolean },
): Promise<string> {
  const dir = join(process.cwd(), "test-results", "visual");
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  await page.screenshot({ path, fullPage, animations: "disabled" });
  return path;
}

/**
 * Horizontal overflow: the document wider than the viewport, and every
 * visible element whose right edge passes the viewport's, unless an ancestor
 * clips it (a carousel's hidden slides, a scrolling table) inside the screen.
 */
export function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const problems: string[] = [];
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width) problems.push(`document scrollWidth ${scrollWidth} > ${width}`);

    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : "";
      const classes = Array.from(el.classList)
        .map((c) => `.${c}`)
        .join("");
      const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `${el.tagName.toLowerCase()}${id}${classes}${text ? ` "${text}"` : ""}`;
    };
    const clippedInside = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX !== "visible" && up.getBoundingClientRect().right <= width + 0.5) {
          return true;
        }
      }
      return false;
    };
    for (const el of Array.from(document.body.querySelectorAll("*"))) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || rect.right <= width + 0.5) continue;
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || style.display === "contents") continue;
      if (el.closest("[aria-hidden='true'], [hidden]") || clippedInside(el)) continue;
      // Report the outermost offender only: its children stick out because it does.
      const parent = el.parentElement?.getBoundingClientRect();
      if (parent && parent.right > width + 0.5 && !clippedInside(el.parentElement!)) continue;
      problems.push(`${describe(el)} ends at ${Math.round(rect.right)} px`);
    }
    return problems;
  });
}

/**
 * What covers the primary action where the shopper sees it (the screen as the
 * case left it; scrolled to the middle only when the action is not wholly on
 * screen): any toast, status or alert box, or fixed or sticky overlay whose
 * box meets the action's, and whatever document.elementFromPoint finds at the
 * action's centre when that is not the action itself.
 */
export async function coverOf(action: Locator): Promise<string[]> {
  await action.evaluate(async (el) => {
    const { top, bottom } = el.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) el.scrollIntoView({ block: "center" });
    // Measured as the shopper sees it: after the page's scroll handlers ran and painted.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
  return action.evaluate((target) => {
    const box = target.getBoundingClientRect();
    const problems: string[] = [];
    const describe = (el: Element) => {
      const classes = Array.from(el.classList)
        .map((c) => `.${c}`)
        .join("");
      const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 60);
      return `${el.tagName.toLowerCase()}${classes}${text ? ` "${text}"` : ""}`;
    };
    const meets = (r: DOMRect) =>
      r.width > 0 &&
      r.height > 0 &&
      r.left < box.right &&
      r.right > box.left &&
      r.top < box.bottom &&
      r.bottom > box.top;
    const related = (el: Element) => el.contains(target) || target.contains(el);

    const overlays = Array.from(document.body.querySelectorAll("*")).filter((el) => {
      if (related(el)) return false;
      if (el.matches(".toast, [role='alert'], [role='alertdialog'], [role='dialog']")) return true;
      // A status region counts through what it shows: an empty live region covers nothing.
      if (el.matches("[role='status']")) return el.children.length === 0 && !!el.textContent;
      const { position } = getComputedStyle(el);
      return position === "fixed" || position === "sticky";
    });
    for (const el of overlays) {
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || style.display === "none" || style.opacity === "0") {
        continue;
      }
      if (meets(el.getBoundingClientRect())) problems.push(`covered by ${describe(el)}`);
    }
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const hit = document.elementFromPoint(x, y);
    if (!hit) problems.push(`nothing at the centre (${Math.round(x)}, ${Math.round(y)})`);
    else if (!target.contains(hit))
      problems.push(`elementFromPoint at its centre: ${describe(hit)}`);
    return problems;
  });
}
