import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firestorePaths } from "@shop/domain";
import { DESKTOP, launchBrowser, openShop, screenshot } from "../support/browser";
import { readData } from "../support/documents";
import { signInThroughUi } from "../support/session";
import { addToCart, createShopper, payButton, proceedToPayment } from "./support/checkout";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("one cart, one payable order (issue 25)", () => {
  it("Back then Proceed reuses the order; a changed cart supersedes it, and its checkout says so", async () => {
    const shopper = await createShopper();
    const { page } = await openShop(browser, DESKTOP);
    await signInThroughUi(page, shopper);
    await page.goto("/products");
    await addToCart(page, "Smart Controller");
    const first = await proceedToPayment(page);

    await page.goBack();
    expect(await proceedToPayment(page)).toBe(first);

    await page.goto("/products");
    await addToCart(page, "Semi Automatic");
    const second = await proceedToPayment(page);
    expect(second).not.toBe(first);
    await payButton(page).waitFor();
    const older = await readData(firestorePaths.userOrder(shopper.uid, first));
    expect(older).toMatchObject({ status: "pending", closed: { reason: "superseded" } });

    await page.goto(`/payment?orderId=${first}`);
    await page.getByRole("heading", { name: "Error" }).waitFor();
    await page
      .getByText(
        "A newer order replaced this one, so it can no longer be paid. Go back to your cart to pay for your items.",
      )
      .waitFor();
    expect(await page.getByRole("button", { name: /^Proceed to Payment/ }).count()).toBe(0);
    await screenshot(page, `checkout-superseded-${DESKTOP.width}`);
    await page.getByRole("link", { name: "Go Back to Cart" }).click();
    await page.waitForURL((url) => url.pathname === "/cart");
  });
});
