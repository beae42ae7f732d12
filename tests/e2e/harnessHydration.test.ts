import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchBrowser, openShop } from "../support/browser";
import { webUrl } from "../support/emulators";

/**
 * The harness itself (support/browser.ts): a shop tab's navigations end once
 * React has hydrated the prerendered page, here held back by a slow page chunk
 * (a loaded machine). A plain Playwright page, the control, is handed over before.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function slowProductsChunk(page: Page) {
  await page.route(/\/assets\/ProductsPage-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
}

const addToCartHydrated = (page: Page) =>
  page
    .getByRole("button", { name: "Add to Cart" })
    .first()
    .evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps$")));

it("hands a shop page over hydrated after goto, reload and in a second tab", async () => {
  const { page, context, errors } = await openShop(browser);
  await slowProductsChunk(page);
  await page.goto("/products");
  expect(await addToCartHydrated(page)).toBe(true);
  await page.reload();
  expect(await addToCartHydrated(page)).toBe(true);
  const tab = await context.newPage();
  await slowProductsChunk(tab);
  await tab.goto("/products");
  expect(await addToCartHydrated(tab)).toBe(true);
  expect(errors).toEqual([]);

  const control = await browser.newPage();
  await slowProductsChunk(control);
  await control.goto(`${webUrl()}/products`);
  expect(await addToCartHydrated(control)).toBe(false);
  await control.close();
  await context.close();
});
