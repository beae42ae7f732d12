import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, launchBrowser, openShop } from "../support/browser";
import { createUser } from "../support/emulators";
import { signInThroughUi } from "../support/session";
import { toast } from "./support/checkout";

/**
 * Two choices the shopper makes before the cart changes (issue 18): how many
 * Add to Cart puts in (the product card's stepper), and whether Clear Cart
 * really should empty the cart (its confirm).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const badge = (page: Page, count: number) =>
  page.getByRole("link", { name: `Cart, ${count} ${count === 1 ? "item" : "items"}` }).waitFor();

describe("choosing before the cart changes", () => {
  it("adds the quantity chosen on a product card, within 99 a line", async () => {
    const shopper = await createUser();
    const { page, context, errors } = await openShop(browser, PHONE);
    await signInThroughUi(page, shopper);
    await page.goto("/products");
    const card = page.getByRole("article", { name: "Semi Automatic" });
    const more = card.getByRole("button", { name: "Increase quantity of Semi Automatic" });
    await more.click();
    await more.click();
    expect(await card.getByRole("spinbutton", { name: "Quantity" }).inputValue()).toBe("3");
    await card.getByRole("radio", { name: "Starter Compatible" }).check();
    await card.getByRole("button", { name: "Add to Cart" }).click();
    await toast(page, "Semi Automatic (Starter Compatible) added to cart!");
    await badge(page, 3);

    await card.getByRole("spinbutton", { name: "Quantity" }).fill("97");
    await card.getByRole("button", { name: "Add to Cart" }).click();
    await toast(page, "You can order at most 99 of one item.");
    await badge(page, 3);

    await page.goto("/cart");
    await page.getByText("₹799.00 × 3").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("asks before Clear Cart empties the cart: Escape and Cancel keep it", async () => {
    const shopper = await createUser();
    const { page, context, errors } = await openShop(browser, DESKTOP);
    await signInThroughUi(page, shopper);
    await page.goto("/products");
    await page
      .getByRole("article", { name: "Smart Controller" })
      .getByRole("button", { name: "Add to Cart" })
      .click();
    await badge(page, 1);
    await page.goto("/cart");
    const clear = page.getByRole("button", { name: "Clear Cart" });
    const confirm = page.getByRole("alertdialog", { name: "Clear your cart?" });

    await clear.click();
    await expect
      .poll(() =>
        confirm
          .getByRole("button", { name: "Cancel" })
          .evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    await page.keyboard.press("Escape");
    await confirm.waitFor({ state: "detached" });
    expect(await clear.evaluate((el) => el === document.activeElement)).toBe(true);

    await clear.click();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "detached" });
    await page.reload();
    await page.getByText("₹399.00 × 1").waitFor();

    await clear.click();
    await confirm.getByRole("button", { name: "Clear Cart" }).click();
    await page.getByRole("heading", { name: "Your Cart is Empty" }).waitFor();
    await toast(page, "Cart cleared!");
    await badge(page, 0);
    expect(
      await page.evaluate((key) => localStorage.getItem(key), `cart:${shopper.uid}`),
    ).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});
