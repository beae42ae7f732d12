import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  DISCOUNT_MESSAGES,
  DISCOUNT_TEXT,
  findVariant,
  firestorePaths,
  formatINR,
  indiaDay,
} from "@shop/domain";
import { DESKTOP, PHONE, launchBrowser, openShop, screenshot } from "../support/browser";
import { readData } from "../support/documents";
import { resetRazorpay } from "../support/razorpay";
import { signInThroughUi } from "../support/session";
import { createAdmin } from "./support/admin";
import { axeViolations } from "./support/axe";
import {
  ADDRESS,
  addToCart,
  createShopper,
  payInWidget,
  payButton,
  readOrder,
  summary,
  toast,
  toastsGone,
} from "./support/checkout";

/**
 * Discount codes on the whole stack (docs/discounts.md): the owner makes one in the console,
 * a shopper applies it in the cart (a wrong one first), sees it at /payment, pays through the
 * local Razorpay, and the order page shows it.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
afterEach(() => resetRazorpay());

// A code of its own per run: codes are never deleted, and the stack is shared.
const CODE = `TEN${Date.now().toString(36).toUpperCase()}`;
const PRICE = findVariant("semiAutomatic-1", "Motar_Compatible")?.price ?? 0;
const OFF = Math.floor(PRICE / 10);
const TOTAL = PRICE - OFF;

/** Both widths of the page as it stands, from the top. */
async function bothWidths(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-375`);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize(PHONE);
}

describe("discount codes, from the console to a paid order", () => {
  it("the owner makes a code; a shopper applies it in the cart, sees it at checkout, pays, and the order shows it", async () => {
    const owner = await openShop(browser, DESKTOP);
    await signInThroughUi(owner.page, await createAdmin());
    await owner.page.goto("/admin");
    await owner.page
      .getByRole("navigation", { name: "Console" })
      .getByRole("link", { name: "Discounts" })
      .click();
    await owner.page.getByRole("heading", { level: 1, name: "Discounts" }).waitFor();
    const form = owner.page.getByRole("form", { name: "New discount code" });
    await form.getByLabel("Code", { exact: true }).fill(CODE.toLowerCase());
    await form.getByLabel("Percent off", { exact: true }).fill("10");
    await form.getByRole("button", { name: "Save code" }).click();
    // The Functions emulator starts this function's worker on its first call: allow for it.
    await owner.page
      .getByRole("status")
      .filter({ hasText: `Saved ${CODE}.` })
      .waitFor({ timeout: 50_000 });
    const row = owner.page.getByRole("row").filter({ hasText: CODE });
    // The form's days default to today, India time.
    const day = indiaDay(Date.now());
    expect(await row.textContent()).toMatch(
      `${CODE}10% off${day} to ${day}0, no limit, at most 1 per shopperActiveShop Admin · `,
    );
    expect(await readData(firestorePaths.discountCode(CODE))).toMatchObject({
      code: CODE,
      kind: "percent",
      value: 10,
      minOrder: 0,
      totalLimit: 0,
      perShopperLimit: 1,
      prepaidOnly: false,
      active: true,
      used: 0,
      updatedBy: { name: "Shop Admin" },
    });
    expect(await axeViolations(owner.page)).toEqual([]);
    await bothWidths(owner.page, "discounts-console");

    const shopper = await createShopper(ADDRESS);
    const { page, errors } = await openShop(browser, PHONE);
    await signInThroughUi(page, shopper);
    await page.goto("/products");
    await addToCart(page, "Smart Controller", "Motar Compatible");
    await toast(page, "Smart Controller (Motar Compatible) added to cart!");
    await page.goto("/cart");
    const cart = page.getByRole("complementary", { name: "Order Summary" });
    await cart.getByText(DISCOUNT_TEXT.field, { exact: true }).click();
    const field = cart.getByLabel(DISCOUNT_TEXT.field);
    await field.fill("nosuch1");
    await cart.getByRole("button", { name: DISCOUNT_TEXT.apply }).click();
    // The Functions emulator starts this function's worker on its first call: allow for it.
    await expect
      .poll(() => cart.locator(".discount-form [aria-live]").textContent(), { timeout: 50_000 })
      .toBe(DISCOUNT_MESSAGES.unknown);
    expect(await cart.getByText("Grand Total").locator("xpath=..").textContent()).toBe(
      `Grand Total${formatINR(PRICE)}`,
    );

    await field.fill(CODE.toLowerCase());
    await cart.getByRole("button", { name: DISCOUNT_TEXT.apply }).click();
    await cart.getByText(DISCOUNT_TEXT.applied(CODE, OFF), { exact: true }).waitFor();
    expect(await cart.getByText(DISCOUNT_TEXT.line(CODE)).locator("xpath=..").textContent()).toBe(
      `${DISCOUNT_TEXT.line(CODE)}−${formatINR(OFF)}`,
    );
    expect(await cart.getByText("Grand Total").locator("xpath=..").textContent()).toBe(
      `Grand Total${formatINR(TOTAL)}`,
    );
    await toastsGone(page);
    expect(await axeViolations(page)).toEqual([]);
    await bothWidths(page, "discounts-cart");

    await cart.getByRole("button", { name: "Proceed to Payment" }).click();
    await page.waitForURL((url) => url.pathname === "/payment" && url.searchParams.has("orderId"));
    const orderId = new URL(page.url()).searchParams.get("orderId") ?? "";
    await summary(page).getByText(DISCOUNT_TEXT.line(CODE)).waitFor();
    expect(await summary(page).locator(".checkout-discount").textContent()).toBe(
      `${DISCOUNT_TEXT.line(CODE)}−${formatINR(OFF)}`,
    );
    expect(await payButton(page).textContent()).toBe(`Proceed to Payment ${formatINR(TOTAL)}`);
    expect(await readOrder(shopper, orderId)).toMatchObject({
      amount: TOTAL,
      source: "cart",
      discount: { code: CODE, kind: "percent", value: 10, amount: OFF },
    });
    await page.getByText(`Pincode ${ADDRESS.pincode}`).waitFor();
    await toastsGone(page);
    expect(await axeViolations(page)).toEqual([]);
    await bothWidths(page, "discounts-payment");

    await payInWidget(page);
    expect(await readOrder(shopper, orderId)).toMatchObject({ status: "paid", amount: TOTAL });
    expect((await readData(firestorePaths.discountCode(CODE)))?.used).toBe(1);

    await page.goto(`/myOrders/${orderId}`);
    const items = page.getByRole("region", { name: "Items" });
    await items.getByText(DISCOUNT_TEXT.line(CODE)).waitFor();
    expect(await items.locator(".order-panel-discount").textContent()).toBe(
      `${DISCOUNT_TEXT.line(CODE)} −${formatINR(OFF)}`,
    );
    expect(await items.locator(".order-panel-total").textContent()).toBe(
      `Order Total ${formatINR(TOTAL)}`,
    );
    // The invoice, issued moments after the payment, shows the line's share.
    const invoice = page.getByRole("article", { name: "Tax Invoice" });
    await invoice.getByRole("columnheader", { name: "Discount" }).waitFor({ timeout: 30_000 });
    await toastsGone(page);
    expect(await axeViolations(page)).toEqual([]);
    await bothWidths(page, "discounts-order");
    expect(errors).toEqual([]);
    expect(owner.errors).toEqual([]);
  });
});
