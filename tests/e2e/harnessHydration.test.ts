import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { PHONE, launchBrowser, openShop } from "../support/browser";
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

/** Holds the page's chunk (ProductsPage) or the app's (start) back 1.5 s. */
async function slowChunk(page: Page, chunk = "ProductsPage") {
  await page.route(new RegExp(`/assets/${chunk}-[^/]+\\.js$`), async (route) => {
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
  await slowChunk(page);
  await page.goto("/products");
  expect(await addToCartHydrated(page)).toBe(true);
  await page.reload();
  expect(await addToCartHydrated(page)).toBe(true);
  const tab = await context.newPage();
  await slowChunk(tab);
  await tab.goto("/products");
  expect(await addToCartHydrated(tab)).toBe(true);
  expect(errors).toEqual([]);

  const control = await browser.newPage();
  await slowChunk(control);
  await control.goto(`${webUrl()}/products`);
  expect(await addToCartHydrated(control)).toBe(false);
  await control.close();
  await context.close();
});

it("a tap on the phone's Menu right after goto opens it (a plain page's tap is lost)", async () => {
  const { page, context } = await openShop(browser, PHONE);
  await slowChunk(page, "start");
  await page.goto("/");
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("navigation", { name: "Mobile" }).waitFor({ timeout: 5_000 });
  await context.close();
});
