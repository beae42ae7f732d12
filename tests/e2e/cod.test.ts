/**
 * Issue 30, the shopper's side of cash on delivery on the whole local stack:
 * a COD order placed at 375 px with the phone's OTP, seen on My Orders with the
 * amount to keep ready, and one placed from the cart at 1280 px and cancelled.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COD_MESSAGES, COD_TEXT, shortOrderId } from "@shop/domain";
import { DESKTOP, PHONE, launchBrowser, openShop, screenshot } from "../support/browser";
import { signInThroughUi } from "../support/session";
import {
  addToCart,
  buyNow,
  proceedToPayment,
  readOrder,
  summary,
  toastsGone,
  waitForPath,
} from "./support/checkout";
import { chooseCod, codShopper, verifyByOtp } from "./support/cod";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const card = (page: Page, orderId: string) =>
  page.getByRole("article", { name: `Order #${shortOrderId(orderId)}` });

/** Place order on /payment, landing on the order's own page. */
async function placeCod(page: Page, orderId: string) {
  await summary(page).getByRole("button", { name: COD_TEXT.placeOrder }).click();
  await waitForPath(page, `/myOrders/${orderId}`);
  await page.getByRole("heading", { level: 1, name: `Order #${shortOrderId(orderId)}` }).waitFor();
}

describe("cash on delivery, the shopper's side (issue 30)", () => {
  it("at 375 px: chooses COD, sees fee and total, verifies the phone by OTP, places it and finds it in My Orders", async () => {
    const { shopper, address } = await codShopper();
    const { page, context, errors, offsiteRequests } = await openShop(browser, PHONE);
    await signInThroughUi(page, shopper);
    const orderId = await buyNow(page, "Smart Controller");
    await page.getByText(`Pincode ${address.pincode}`).waitFor();
    // Pay online stays the default, with today's button.
    const online = summary(page).getByRole("radio", { name: COD_TEXT.payOnline });
    expect(await online.isChecked()).toBe(true);
    await summary(page).getByRole("button", { name: "Proceed to Payment ₹399.00" }).waitFor();

    await chooseCod(page, "₹448.00");
    const lines = await summary(page).locator("dl.order-facts").innerText();
    expect(lines.split(/\s*\n\s*/)).toEqual([
      "Cash on delivery fee",
      "₹49.00",
      "To pay on delivery",
      "₹448.00",
    ]);
    await summary(page).getByText(COD_MESSAGES.phoneNotVerified, { exact: false }).waitFor();
    expect(await summary(page).getByRole("button", { name: COD_TEXT.placeOrder }).count()).toBe(0);
    await toastsGone(page);
    await screenshot(page, `cod-payment-step-${PHONE.width}`);

    await summary(page).getByRole("button", { name: COD_TEXT.verifyPhone }).waitFor();
    await verifyByOtpWithShot(page, address.phone, PHONE.width);
    await placeCod(page, orderId);

    const due = "Cash on delivery: pay ₹448.00 on delivery";
    await page.getByText(due, { exact: true }).waitFor();
    const stored = await readOrder(shopper, orderId);
    expect(stored).toMatchObject({
      status: "cod",
      paymentMethod: "cod",
      codFee: 4900,
      amount: 39900,
      addressInfo: address,
    });
    expect(stored).not.toHaveProperty("paidAt");

    // A reload of the order's page reads the same.
    await page.reload();
    await page.getByText(due, { exact: true }).waitFor();
    await page.getByRole("link", { name: COD_TEXT.payNow }).waitFor();
    await toastsGone(page);
    await screenshot(page, `cod-order-page-${PHONE.width}`);

    await page.getByRole("link", { name: "← My Orders" }).click();
    await waitForPath(page, "/myOrders");
    await card(page, orderId).getByText(due, { exact: true }).waitFor();
    await card(page, orderId).getByText("Order Total ₹399.00").waitFor();
    await screenshot(page, `cod-my-orders-${PHONE.width}`);
    // Back returns to the order's page, and Back again skips the placed order's checkout.
    await page.goBack();
    await waitForPath(page, `/myOrders/${orderId}`);
    await page.getByText(due, { exact: true }).waitFor();
    await page.goBack();
    await waitForPath(page, "/products");

    expect(errors).toEqual([]);
    expect(offsiteRequests).toEqual([]);
    await context.close();
  });

  it("at 1280 px: places a COD order from the cart (the cart empties), then cancels it on its page", async () => {
    const { shopper, address } = await codShopper();
    const { page, context, errors } = await openShop(browser, DESKTOP);
    await signInThroughUi(page, shopper);
    await page.goto("/products");
    await addToCart(page, "Smart Controller");
    const orderId = await proceedToPayment(page);
    await page.getByText(`Pincode ${address.pincode}`).waitFor();
    await chooseCod(page, "₹448.00");
    await toastsGone(page);
    await screenshot(page, `cod-payment-step-${DESKTOP.width}`);
    await verifyByOtpWithShot(page, address.phone, DESKTOP.width);
    await placeCod(page, orderId);
    await page.getByRole("link", { name: "Cart, 0 items" }).waitFor();
    await toastsGone(page);
    await screenshot(page, `cod-order-page-${DESKTOP.width}`);
    await page.goto("/myOrders");
    await card(page, orderId).getByText("Cash on delivery: pay ₹448.00 on delivery").waitFor();
    await screenshot(page, `cod-my-orders-${DESKTOP.width}`);
    await card(page, orderId)
      .getByRole("link", { name: /View details/ })
      .click();

    await page.getByRole("button", { name: COD_TEXT.cancel }).click();
    await page.getByText("Cancel this order? It will not be delivered.").waitFor();
    expect((await readOrder(shopper, orderId))?.closed).toBeUndefined();
    await page.getByRole("button", { name: "Yes, cancel order" }).click();
    await page.getByText("Cancelled", { exact: true }).waitFor();
    expect(await page.getByRole("button", { name: COD_TEXT.cancel }).count()).toBe(0);
    expect(await page.getByRole("link", { name: COD_TEXT.payNow }).count()).toBe(0);
    expect(await readOrder(shopper, orderId)).toMatchObject({
      status: "cod",
      closed: { reason: "cancelled" },
      fulfilment: { stage: "cancelled" },
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** The OTP step, its screenshot taken once the code field shows. */
async function verifyByOtpWithShot(page: Page, phone: string, width: number) {
  await verifyByOtp(page, phone, COD_MESSAGES.wrongCode, () =>
    screenshot(page, `cod-otp-step-${width}`),
  );
}
