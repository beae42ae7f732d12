import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STOCK_MESSAGES, STOCK_TEXT, findVariant, firestorePaths } from "@shop/domain";
import { DESKTOP, PHONE, launchBrowser, openShop, screenshot } from "../support/browser";
import { readData } from "../support/documents";
import { createUser } from "../support/emulators";
import { signInThroughUi } from "../support/session";
import { createAdmin } from "./support/admin";
import { axeViolations } from "./support/axe";
import { boxOf } from "./support/layout";
import {
  layoutShift,
  openCatalogue,
  saveFigures,
  storedVariant,
  writeVariant,
} from "./support/catalog";

/**
 * "Notify me" (docs/stock.md#notify-me): a shopper asks on a sold-out card,
 * the owner restocks in the console, and the shopper is e-mailed once. The
 * local stack has no EmailJS account: an e-mail that would have left is
 * recorded on the alert (`delivery.outcome` "recorded"), as order e-mails are.
 */
const PRODUCT = "SemiAutomatic-2";
const VARIANT = "Motar_Compatible";
const FORM = "Semi Automatic (Motar Compatible)";
const SEEDED = {
  price: findVariant(PRODUCT, VARIANT)?.price ?? 0,
  stock: 100_000,
  held: 0,
  active: true,
  lowStock: 5,
};

let browser: Browser;

/** The card's buttons in the middle of the window, as a shopper sees them (nothing focused). */
async function shot(page: Page, card: Locator, name: string) {
  await card.locator(".product-actions").evaluate((actions) => {
    (document.activeElement as HTMLElement | null)?.blur();
    actions.scrollIntoView({ block: "center" });
  });
  await screenshot(page, name, { fullPage: false });
}
beforeAll(async () => {
  browser = await launchBrowser();
  // Sold out: every unit on hand is held (the stack seeds it; a test that cleared Firestore may not).
  const before = (await storedVariant(PRODUCT, VARIANT)) ?? SEEDED;
  await writeVariant(PRODUCT, VARIANT, { ...before, stock: before.held });
});
afterAll(async () => {
  const now = await storedVariant(PRODUCT, VARIANT);
  await writeVariant(PRODUCT, VARIANT, { ...SEEDED, held: now?.held ?? 0 });
  await browser?.close();
});

describe("Notify me", () => {
  it("a shopper asks on a sold-out card; the owner's restock e-mails them once", async () => {
    const shopper = await createUser();
    const { page, errors } = await openShop(browser, PHONE);
    await signInThroughUi(page, shopper);
    const answered = page.waitForResponse((r) => r.url().endsWith(":batchGet"));
    await page.goto("/products");
    await answered;
    const card = page.getByRole("article", { name: "Semi Automatic" });
    await card.getByText(STOCK_TEXT.outOfStock, { exact: true }).waitFor();
    // Notify me arrives with the figures, after paint, in Buy Now's place: nothing moves.
    expect(await layoutShift(page)).toBeLessThan(0.01);
    expect(await card.getByRole("button", { name: /Buy Now/ }).count()).toBe(0);
    await shot(page, card, "notify-me-375");

    await card.getByRole("button", { name: STOCK_TEXT.notifyMe }).click();
    const asked = card.getByRole("button", { name: STOCK_TEXT.notifying });
    await asked.waitFor({ timeout: 50_000 });
    expect(await asked.isDisabled()).toBe(true);
    await page.getByText(STOCK_MESSAGES.notifySaved, { exact: true }).waitFor();
    await shot(page, card, "notify-me-saved-375");
    const alertPath = firestorePaths.stockAlert(PRODUCT, VARIANT, shopper.uid);
    expect(await readData(alertPath)).toEqual({
      productId: PRODUCT,
      variantKey: VARIANT,
      uid: shopper.uid,
      email: shopper.email,
      createdAt: expect.any(Date),
      sentAt: null,
    });
    await page.setViewportSize(DESKTOP);
    await page.getByText(STOCK_MESSAGES.notifySaved, { exact: true }).waitFor({ state: "hidden" });
    await shot(page, card, "notify-me-saved-1280");
    // On a wide card it stays in Buy Now's row, beside Add to Cart: the tap moved nothing.
    const row = async (name: string | RegExp) =>
      (await boxOf(card.getByRole("button", { name }))).y;
    expect(await row(STOCK_TEXT.notifying)).toBe(await row(/Add to Cart/));
    expect(await axeViolations(page)).toEqual([]);

    const owner = await openShop(browser, DESKTOP);
    await signInThroughUi(owner.page, await createAdmin());
    await openCatalogue(owner.page);
    const held = (await storedVariant(PRODUCT, VARIANT))?.held ?? 0;
    expect(await saveFigures(owner.page, FORM, { stock: String(held + 5) })).toContain(
      ", available 5, active,",
    );
    const sent = await readData(alertPath);
    expect(sent).toMatchObject({
      email: shopper.email,
      sentAt: expect.any(Date),
      delivery: { outcome: "recorded", at: expect.any(Date) },
    });
    expect(sent?.dueAt).toBeUndefined();

    // Another save while on sale, and a sell-out and restock: the alert was used, nothing again.
    await saveFigures(owner.page, FORM, { stock: String(held + 6) });
    await saveFigures(owner.page, FORM, { stock: String(held) });
    await saveFigures(owner.page, FORM, { stock: String(held + 2) });
    expect(await readData(alertPath)).toEqual(sent);

    // The shopper's card offers Buy Now again.
    await page.reload();
    await card.getByRole("button", { name: "Buy Now" }).waitFor();
    await shot(page, card, "notify-me-back-1280");
    expect([...errors, ...owner.errors]).toEqual([]);
  });
});
