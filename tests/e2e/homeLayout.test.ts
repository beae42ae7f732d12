import type { Browser, Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openShop, screenshot } from "../support/browser";

/**
 * The Home page's install titles (web/src/features/home/homeContent.ts) read
 * as one line on the narrowest phone, a common phone and a desktop: the card
 * "Installs in about / 15 minutes" (375 px) and the step "Install in about /
 * 15 minutes" (1280 px) broke their claim in two, unlike their neighbours.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** How many lines a heading's text takes on screen. */
function lines(heading: Locator) {
  return heading.evaluate((element) => {
    const { lineHeight } = getComputedStyle(element);
    return Math.round(element.getBoundingClientRect().height / parseFloat(lineHeight));
  });
}

describe("the Home page's install titles", () => {
  it.each([320, 375, 1280])("take one line each at %i px", async (width) => {
    const { page, context } = await openShop(browser, { width, height: 800 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const card = page.locator(".benefit").getByRole("heading", { name: "15-minute install" });
    const step = page.getByRole("heading", { name: "Step 2: Install it in minutes" });
    await card.waitFor();
    await expect(lines(card)).resolves.toBe(1);
    await expect(lines(step)).resolves.toBe(1);
    await step.scrollIntoViewIfNeeded();
    await screenshot(page, `home-install-titles-${width}`, { fullPage: false });
    await context.close();
  });
});
