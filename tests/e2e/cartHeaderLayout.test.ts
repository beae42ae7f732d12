import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, launchBrowser, openShop, screenshot } from "../support/browser";
import { createUser } from "../support/emulators";
import { signInThroughUi } from "../support/session";
import { boxOf, overlaps, sideways, storeCart, type Box } from "./support/layout";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const LABELS = [
  "Smart Controller (Motar Compatible)",
  "Smart Controller (Starter Compatible)",
  "Semi Automatic (Motar Compatible)",
  "Semi Automatic (Starter Compatible)",
];

/** A signed-in shopper on /cart with the four lines at these quantities. */
async function cartOf(viewport: { width: number; height: number }, quantities: number[]) {
  const shopper = await createUser();
  const shop = await openShop(browser, viewport);
  await signInThroughUi(shop.page, shopper);
  await storeCart(shop.page, shopper, quantities);
  await shop.page.goto("/cart");
  await shop.page.getByRole("list", { name: "Items in your cart" }).waitFor();
  return shop;
}

const increase = (page: Page, label: string) =>
  page.getByRole("button", { name: `Increase quantity of ${label}` }).click();

/** The toasts on screen, and whether any covers one of `boxes`. */
async function toastsOver(page: Page, boxes: Record<string, Box>) {
  const shown = await page.locator(".toast").filter({ visible: true }).all();
  const covered: string[] = [];
  for (const toast of shown) {
    const box = await boxOf(toast);
    for (const [name, other] of Object.entries(boxes)) if (overlaps(box, other)) covered.push(name);
  }
  return { shown: shown.length, covered };
}

describe("the cart on a phone and a desktop (issue 18)", () => {
  it.each([320, 375])("lines up every bin at %i px and fits the screen", async (width) => {
    const { page, context } = await cartOf({ width, height: 740 }, [5, 1, 99, 12]);
    const bins = await page.getByRole("button", { name: /^Remove .* from cart$/ }).all();
    const xs = await Promise.all(bins.map(async (bin) => (await boxOf(bin)).x));
    expect(xs).toHaveLength(4);
    expect(new Set(xs).size).toBe(1);
    expect(await sideways(page, ".cart-page")).toEqual({ scrollWidth: width, width, out: [] });
    await screenshot(page, `cart-four-lines-${width}`);
    await context.close();
  });

  it("four taps on + at 375 px leave the Grand Total, Proceed to Payment, the + and the header clear", async () => {
    const { page, context } = await cartOf(PHONE, [1, 1, 1, 1]);
    const proceed = page.getByRole("button", { name: "Proceed to Payment" });
    const plus = page.getByRole("button", { name: `Increase quantity of ${LABELS[3]}` });
    // The summary at the very bottom of the screen, the last line's + just above it.
    await page.evaluate(() => {
      const summary = document.querySelector(".cart-summary")?.getBoundingClientRect();
      if (summary) scrollBy(0, summary.bottom - innerHeight + 8);
    });
    for (let tap = 0; tap < 4; tap++) await plus.click();
    await page.getByText("₹799.00 × 5").waitFor();
    const boxes = {
      header: await boxOf(page.locator(".site-header")),
      "Grand Total": await boxOf(page.locator(".cart-summary-total")),
      "Proceed to Payment": await boxOf(proceed),
      "the +": await boxOf(plus),
    };
    expect(await toastsOver(page, boxes)).toEqual({ shown: 1, covered: [] });
    await screenshot(page, "cart-toasts-375", { fullPage: false });
    await context.close();
  });

  it("eight taps on + over four lines at 1280 px show three toasts, clear of the summary and header", async () => {
    const { page, context } = await cartOf({ width: 1280, height: 720 }, [1, 1, 1, 1]);
    for (const label of [...LABELS, ...LABELS]) await increase(page, label);
    await page.getByText("₹799.00 × 3").nth(1).waitFor();
    const boxes = {
      header: await boxOf(page.locator(".site-header")),
      "Order Summary": await boxOf(page.getByRole("complementary", { name: "Order Summary" })),
    };
    expect(await toastsOver(page, boxes)).toEqual({ shown: 3, covered: [] });
    await context.close();
  });
});

describe("the header when a shopper signs in (issue 18)", () => {
  it.each([
    [DESKTOP, ".main-nav"],
    [PHONE, "button[aria-label='Menu']"],
  ])("keeps the menu and the cart where they were (%o)", async (viewport, menu) => {
    const shopper = await createUser();
    const { page, context } = await openShop(browser, viewport);
    const where = async () => ({
      menu: (await boxOf(page.locator(menu))).x,
      cart: (await boxOf(page.locator(".cart-link"))).x,
    });
    await page.goto("/");
    await page.locator(".account-actions").waitFor({ state: "attached" });
    const signedOut = await where();
    await signInThroughUi(page, shopper);
    await page.waitForFunction(() => !document.querySelector(".account-actions"));
    expect(await where()).toEqual(signedOut);
    await context.close();
  });
});
