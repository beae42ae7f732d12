import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, launchBrowser, openShop, type ShopPage } from "../support/browser";
import { createUser, type TestUser } from "../support/emulators";
import { signInThroughUi } from "../support/session";
import { layoutSettled } from "./support/layout";
import { coverOf, horizontalOverflow, visualScreenshot } from "./support/visual";
import { VISUAL_CASES, caseName, type VisualCase } from "./support/visualCases";

/**
 * The visual check (issue 18): every page and state of support/visualCases.ts
 * at 375 and 1280 px, saved as test-results/visual/{page}-{state}-{width}.png
 * (CI keeps test-results/), with nothing sticking out past the right edge and
 * nothing (a toast, a fixed overlay) over the page's primary action or its
 * Grand Total.
 */

/**
 * Cases that fail on today's layout, each for a defect being fixed elsewhere:
 * they run as `it.fails`, so the fix turns them red until its entry goes.
 * Remove an entry once the fix is merged.
 */
export const KNOWN_LAYOUT_DEFECTS: Readonly<Record<string, string>> = {
  // Empty since the checkout fits a phone and toasts keep clear of the primary action (issue 18).
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function tab(viewport: { width: number; height: number }): Promise<ShopPage> {
  const shop = await openShop(browser, viewport);
  // A still carousel: the screenshot and the measurements see the same slide.
  await shop.page.emulateMedia({ reducedMotion: "reduce" });
  return shop;
}

async function look(page: Page, shopper: TestUser, target: VisualCase, width: number) {
  await target.reach({ page, shopper });
  const primary = target.primary?.(page);
  await primary?.waitFor();
  // Measured once entrance transitions end, as a person would see the page.
  await layoutSettled(page);
  const cover = primary ? await coverOf(primary) : [];
  const total = target.total?.(page);
  if (total) cover.push(...(await coverOf(total)).map((line) => `Grand Total ${line}`));
  // A whole-page capture from the top: scrolled, the sticky header (and the
  // skip link hidden above it) would be drawn halfway down the page.
  if (!target.screenOnly) await page.evaluate(() => window.scrollTo(0, 0));
  await visualScreenshot(page, caseName(target, width), { fullPage: !target.screenOnly });
  return { overflow: await horizontalOverflow(page), cover };
}

describe("the visual check itself", () => {
  it("reports an element past the right edge and a toast over the primary action", async () => {
    const { page, context } = await tab(PHONE);
    await page.goto("/contact");
    const send = page.getByRole("button", { name: "Send Message" });
    // Placed once the page has settled (goto waits for hydration, whose effects
    // scroll to the top): a toast over the button's old box would cover nothing.
    await layoutSettled(page);
    await send.evaluate((el) => el.scrollIntoView({ block: "center" }));
    await send.evaluate((el) => {
      const wide = Object.assign(document.createElement("p"), { className: "too-wide" });
      wide.style.width = "400px";
      wide.textContent = "Too wide";
      document.body.append(wide);
      const box = el.getBoundingClientRect();
      const toast = Object.assign(document.createElement("div"), { className: "toast" });
      Object.assign(toast.style, {
        position: "fixed",
        left: `${box.left}px`,
        top: `${box.top}px`,
        width: `${box.width}px`,
        height: `${box.height}px`,
      });
      toast.textContent = "Over the button";
      document.body.append(toast);
    });
    expect(await horizontalOverflow(page)).toEqual([
      "document scrollWidth 400 > 375",
      'p.too-wide "Too wide" ends at 400 px',
    ]);
    expect(await coverOf(send)).toEqual([
      'covered by div.toast "Over the button"',
      'elementFromPoint at its centre: div.toast "Over the button"',
    ]);
    await context.close();
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  describe(`the visual check at ${viewport.width} px`, () => {
    let visitor: ShopPage;
    let signedIn: ShopPage;
    let shopper: TestUser;
    beforeAll(async () => {
      shopper = await createUser();
      [visitor, signedIn] = await Promise.all([tab(viewport), tab(viewport)]);
      await signInThroughUi(signedIn.page, shopper);
    });
    afterAll(async () => {
      await visitor?.context.close();
      await signedIn?.context.close();
    });

    for (const target of VISUAL_CASES) {
      const name = caseName(target, viewport.width);
      // VISUAL_SHOW_KNOWN=1 runs them as plain tests, to read what each still reports.
      const known = process.env.VISUAL_SHOW_KNOWN ? undefined : KNOWN_LAYOUT_DEFECTS[name];
      const test = known ? it.fails : it;
      test(`${name}: fits the screen, nothing over its primary action${known ? ` (known: ${known})` : ""}`, async () => {
        const { page } = target.as === "visitor" ? visitor : signedIn;
        expect(await look(page, shopper, target, viewport.width)).toEqual({
          overflow: [],
          cover: [],
        });
      });
    }
  });
}
