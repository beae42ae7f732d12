import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STOCK_TEXT, findVariant, formatINR, type VariantStock } from "@shop/domain";
import { DESKTOP, PHONE, launchBrowser, openShop, screenshot } from "../support/browser";
import { webUrl } from "../support/emulators";
import { signInThroughUi } from "../support/session";
import { createAdmin } from "./support/admin";
import { axeViolations } from "./support/axe";
import {
  layoutShift,
  openCatalogue,
  saveFigures,
  storedVariant,
  writeVariant as writeFigures,
} from "./support/catalog";

/**
 * The owner's figures reach the prerendered product page without a build
 * (docs/stock.md): a price and a stock saved in the console show on a
 * shopper's /products after a reload, and stock 0 stops the sale.
 */
const PRODUCT = "SemiAutomatic-2";
const VARIANT = "Starter_Compatible";
const FORM = "Semi Automatic (Starter Compatible)";
const CODE_PRICE = findVariant(PRODUCT, VARIANT)?.price ?? 0;
const NEW_PRICE = CODE_PRICE + 5_000;

let browser: Browser;
let before: VariantStock;
const stored = () => storedVariant(PRODUCT, VARIANT);
const writeVariant = (figures: VariantStock) => writeFigures(PRODUCT, VARIANT, figures);

beforeAll(async () => {
  browser = await launchBrowser();
  // The stack seeds the catalogue at start, but a test that clears Firestore (contact) may run first.
  const seeded = { price: CODE_PRICE, stock: 100_000, held: 0, active: true, lowStock: 5 };
  before = (await stored()) ?? seeded;
  await writeVariant(before);
});
afterAll(async () => {
  // Other tests share the stack: the seeded figures back, `held` as the orders left it.
  await writeVariant({ ...before, held: (await stored())?.held ?? before.held });
  await browser?.close();
});

const save = (page: Page, figures: { price?: string; stock: string }) =>
  saveFigures(page, FORM, figures);

/** The shopper's card for the product, on this variant, after the page's one live read. */
async function shopperCard(page: Page) {
  const reads: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith(":batchGet") && r.postData()?.includes("/catalog/")) reads.push(r.url());
  });
  const answered = page.waitForResponse((r) => r.url().endsWith(":batchGet"));
  await page.goto("/products");
  await answered;
  const card = page.getByRole("article", { name: "Semi Automatic" });
  await card.getByRole("radio", { name: "Starter Compatible" }).check();
  return { card, reads };
}

describe("live prices and stock on the prerendered product page", () => {
  it("shows the owner's new price, then out of stock with the buttons off, without a rebuild", async () => {
    const owner = await openShop(browser, DESKTOP);
    await signInThroughUi(owner.page, await createAdmin());
    await openCatalogue(owner.page);
    const held = before.held;
    expect(
      await save(owner.page, { price: (NEW_PRICE / 100).toFixed(2), stock: String(held + 3) }),
    ).toBe(
      `Saved: ${formatINR(NEW_PRICE)}, stock ${held + 3}, held ${held}, available 3, active, low stock at ${before.lowStock}.`,
    );
    expect(await stored()).toMatchObject({ price: NEW_PRICE, stock: held + 3, active: true });
    const newest = owner.page
      .getByRole("list", { name: "Changes, newest first" })
      .getByRole("listitem")
      .first();
    expect(await newest.textContent()).toContain(
      `Price ${formatINR(before.price)} → ${formatINR(NEW_PRICE)}; Stock ${before.stock} → ${held + 3}`,
    );
    expect(await newest.textContent()).toContain("Shop Admin · ");

    // The shopper's page is the same prerendered HTML, with the code's price in it.
    const shopper = await openShop(browser, PHONE);
    const html = await (await fetch(`${webUrl()}/products`)).text();
    expect(html).toContain(formatINR(findVariant(PRODUCT, "Motar_Compatible")?.price ?? 0));
    expect(html).not.toContain(formatINR(NEW_PRICE));
    const { card, reads } = await shopperCard(shopper.page);
    await card.getByText(formatINR(NEW_PRICE), { exact: true }).waitFor();
    expect(await card.locator(".product-stock").textContent()).toBe(STOCK_TEXT.lowStock(3));
    expect(await card.getByRole("button", { name: /Add to Cart/ }).isEnabled()).toBe(true);
    expect(reads).toHaveLength(1);
    // The figures arrive after paint into space already laid out: nothing below them moves.
    const shifted = await layoutShift(shopper.page);
    expect(shifted).toBeLessThan(0.01);

    expect(await save(owner.page, { stock: "0" })).toContain(", available 0, active,");
    await shopper.page.reload();
    await card.getByRole("radio", { name: "Starter Compatible" }).check();
    await card.getByText(STOCK_TEXT.outOfStock, { exact: true }).waitFor();
    expect(await card.getByRole("button", { name: /Add to Cart/ }).isDisabled()).toBe(true);
    // Notify me takes Buy Now's place (docs/stock.md#notify-me; notifyMe.test.ts taps it).
    expect(await card.getByRole("button", { name: /Buy Now/ }).count()).toBe(0);
    expect(await card.getByRole("button", { name: STOCK_TEXT.notifyMe }).isEnabled()).toBe(true);

    // The whole page, the card's disabled buttons included, at both widths (from the top, so
    // the sticky header is where a shopper sees it).
    await shopper.page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    await screenshot(shopper.page, "stock-out-of-stock-375");
    await shopper.page.setViewportSize(DESKTOP);
    await screenshot(shopper.page, "stock-out-of-stock-1280");
    await screenshot(owner.page, "stock-catalogue-1280");
    await owner.page.setViewportSize(PHONE);
    await screenshot(owner.page, "stock-catalogue-375");
    expect(await axeViolations(owner.page)).toEqual([]);
    expect(await axeViolations(shopper.page)).toEqual([]);
    expect([...owner.errors, ...shopper.errors]).toEqual([]);
  });
});
