import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openShop, screenshot } from "../support/browser";
import { signInThroughUi } from "../support/session";
import { ADDRESS, createShopper, proceedToPayment, summary } from "./support/checkout";
import { boxOf, sideways, storeCart } from "./support/layout";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const LONG_ADDRESS = {
  name: "Venkatanarasimharajuvaripeta Subrahmanyam Lakshminarayanan",
  address:
    "Flat 1203, Tower B, Prestige Shantiniketan, Whitefield Main Road, Hoodi, Bengaluru, Karnataka",
};

const addressStep = (page: Page) => page.getByRole("region", { name: "Delivery Address" });

/** A signed-in shopper at /payment for an order of all four lines, 99 of each (₹2,37,204.00). */
async function checkoutOfFourLines(width: number) {
  const shopper = await createShopper();
  const shop = await openShop(browser, { width, height: 740 });
  await signInThroughUi(shop.page, shopper);
  await storeCart(shop.page, shopper, [99, 99, 99, 99]);
  await proceedToPayment(shop.page);
  await summary(shop.page).getByText("396 items").waitFor();
  return shop;
}

async function saveAddress(page: Page, keepOnProfile: boolean) {
  await page.getByLabel("Full Name").fill(LONG_ADDRESS.name);
  await page.getByLabel("Address", { exact: true }).fill(LONG_ADDRESS.address);
  await page.getByLabel("City").fill(ADDRESS.city);
  await page.getByLabel("State").selectOption(ADDRESS.state);
  await page.getByLabel("Pincode").fill(ADDRESS.pincode);
  await page.getByLabel("Save this address to my profile for next time").setChecked(keepOnProfile);
  await page.getByRole("button", { name: "Save Address" }).click();
  await addressStep(page).getByText(LONG_ADDRESS.address).waitFor();
}

describe("checkout on a phone (issue 18)", () => {
  it.each([320, 375])(
    "fits %i px in every state: no address, the form, a long address, four lines of 99",
    async (width) => {
      const { page, context } = await checkoutOfFourLines(width);
      const states: Record<string, Awaited<ReturnType<typeof sideways>>> = {};
      states.empty = await sideways(page, ".checkout-page");
      await page.getByRole("button", { name: "Add Address" }).click();
      states.form = await sideways(page, ".checkout-page");
      await saveAddress(page, true);
      states.saved = await sideways(page, ".checkout-page");
      await screenshot(page, `checkout-four-lines-${width}`);
      for (const [state, found] of Object.entries(states)) {
        expect({ state, ...found }).toEqual({ state, scrollWidth: width, width, out: [] });
      }
      // The cards keep the page's margins; Edit and the item count sit inside them.
      for (const card of await page.locator(".checkout-step").all()) {
        expect(await boxOf(card)).toMatchObject({ x: 16, width: width - 32 });
      }
      const card = await boxOf(addressStep(page));
      const edit = await boxOf(addressStep(page).getByRole("button", { name: "Edit" }));
      expect(edit.x + edit.width).toBeLessThan(card.x + card.width - 16);
      const count = await boxOf(summary(page).getByText("396 items"));
      expect(count.x + count.width).toBeLessThan(card.x + card.width - 16);
      await context.close();
    },
  );

  it("after Save Address shows the saved address on screen, focused; kept for this order over a reload", async () => {
    const { page, context } = await checkoutOfFourLines(375);
    await page.getByRole("button", { name: "Add Address" }).click();
    await saveAddress(page, false);
    const shown = addressStep(page).locator("address");
    // The form was taller than the address: the page was left scrolled down past it.
    await page.waitForFunction(() => {
      const box = document.querySelector(".checkout-address")?.getBoundingClientRect();
      return box && box.top >= 64 && box.bottom <= innerHeight;
    });
    expect(await shown.evaluate((element) => element === document.activeElement)).toBe(true);
    await screenshot(page, "checkout-address-saved-375", { fullPage: false });

    await page.reload();
    await addressStep(page).getByText(LONG_ADDRESS.address).waitFor();
    expect(await addressStep(page).locator("address").innerText()).toContain(LONG_ADDRESS.name);
    await context.close();
  });
});
