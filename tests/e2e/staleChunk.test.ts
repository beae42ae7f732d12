/**
 * A tab open across a redeploy: the page it navigates to asks for a chunk
 * the new deploy no longer has, and Hosting (the preview, from firebase.json)
 * answers 404. The app reloads once to fetch the new build; if the chunk is
 * still missing after that, the page shows its error state (docs/hosting.md).
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openShop } from "../support/browser";
import { hydrated } from "./support/checkout";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Answers the Products page's chunk with 404 `times` times, as a deploy that removed it would. */
async function removeProductsChunk(page: Page, times: number): Promise<void> {
  await page.route(/\/assets\/ProductsPage-[^/]+\.js$/, (route) => route.fulfill({ status: 404 }), {
    times,
  });
}

function countLoads(page: Page): () => number {
  let loads = 0;
  page.on("load", () => (loads += 1));
  return () => loads;
}

const productsLink = (page: Page) =>
  page.getByRole("banner").getByRole("link", { name: "Products", exact: true });

describe("a chunk removed by a redeploy", () => {
  it("reloads once and shows the page from the new build", async () => {
    const { page, context, errors } = await openShop(browser);
    await page.goto("/");
    // A click on the prerendered link before React hydrates it is a full navigation, not the SPA's.
    await hydrated(productsLink(page));
    const loads = countLoads(page);
    await removeProductsChunk(page, 1);
    await productsLink(page).click();
    await page.getByRole("heading", { name: "Our Products" }).waitFor();
    // The reloaded page can show its heading before its load event: count once it has fired.
    await page.waitForLoadState("load");
    expect(new URL(page.url()).pathname).toBe("/products");
    expect(loads()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the error state, not a blank page, when the chunk is still missing after the reload", async () => {
    const { page, context } = await openShop(browser);
    await page.goto("/");
    // A click on the prerendered link before React hydrates it is a full navigation, not the SPA's.
    await hydrated(productsLink(page));
    const loads = countLoads(page);
    await removeProductsChunk(page, 100);
    await productsLink(page).click();
    const alert = page.getByRole("alert").filter({ hasText: "This page could not load" });
    await alert.waitFor();
    await expect(alert.getByRole("button", { name: "Reload" }).isVisible()).resolves.toBe(true);
    // The header and footer are still there around it.
    await expect(productsLink(page).isVisible()).resolves.toBe(true);
    // No second reload: the reloaded page's load has fired, and none follows within a second.
    await page.waitForLoadState("load");
    await page.waitForTimeout(1000);
    expect(loads()).toBe(1);
    await context.close();
  });
});
