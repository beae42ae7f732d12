import type { Browser } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { priceOrder, shortOrderId, firestorePaths } from "@shop/domain";
import { DESKTOP, PHONE, launchBrowser, openShop, screenshot } from "../support/browser";
import { readData } from "../support/documents";
import { razorpayOrders, resetRazorpay, settleWebhooks } from "../support/razorpay";
import { signInThroughUi } from "../support/session";
import { axeViolations } from "./support/axe";
import {
  ADDRESS,
  addToCart,
  buyNow,
  createShopper,
  expectPaidLanding,
  payButton,
  payInWidget,
  proceedToPayment,
  readOrder,
  summary,
  toast,
  toastsGone,
  widget,
} from "./support/checkout";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
afterEach(() => resetRazorpay());

const DECLINED =
  "Your payment didn't go through as it was declined by the bank. Try another payment method or contact your bank.";

describe("checkout and My Orders on the whole local stack (issue 6)", () => {
  it("pays for a cart: address, widget, a paid order in My Orders, and a second tab sees it flip live", async () => {
    const shopper = await createShopper();
    const { page, context, errors, offsiteRequests } = await openShop(browser, DESKTOP);
    await signInThroughUi(page, shopper);
    await page.goto("/products");
    await addToCart(page, "Smart Controller", "Motar Compatible");
    await addToCart(page, "Semi Automatic", "Starter Compatible");
    await addToCart(page, "Semi Automatic", "Starter Compatible");
    await toast(page, "Increased quantity of Semi Automatic (Starter Compatible)");
    const orderId = await proceedToPayment(page);

    // The profile knows a first name and phone, no street address yet: the
    // box asks for one, and the form opens prefilled with what is known.
    const step = page.getByRole("region", { name: "Delivery Address" });
    await step.getByText("Please add delivery address").waitFor();
    await step.getByRole("button", { name: "Add Address" }).click();
    await page.getByRole("heading", { name: "ADD/EDIT ADDRESS" }).waitFor();
    // The profile may reach the open form a moment later (AddressForm takes it until one types).
    await expect.poll(() => page.getByLabel("Full Name").inputValue()).toBe("Asha");
    await page.getByLabel("Full Name").fill(ADDRESS.name);
    await page.getByLabel("Address", { exact: true }).fill(ADDRESS.address);
    await page.getByLabel("City").fill(ADDRESS.city);
    await page.getByLabel("State").selectOption(ADDRESS.state);
    await page.getByLabel("Pincode").fill(ADDRESS.pincode);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `checkout-address-form-${DESKTOP.width}`);
    await page.getByRole("button", { name: "Save Address" }).click();
    await toast(page, "Address saved to your profile!");
    expect((await readData(firestorePaths.user(shopper.uid)))?.addressInfo).toEqual(ADDRESS);

    const amount = priceOrder([
      { productId: "semiAutomatic-1", variantKey: "Motar_Compatible", quantity: 1 },
      { productId: "SemiAutomatic-2", variantKey: "Starter_Compatible", quantity: 2 },
    ]).amount;
    expect(amount).toBe(199700);
    await summary(page).getByText("3 items").waitFor();
    expect(await payButton(page).textContent()).toBe("Proceed to Payment ₹1,997.00");

    const tab = await context.newPage();
    await tab.goto(page.url());
    await summary(tab).waitFor();
    await toastsGone(page);
    await screenshot(page, `checkout-${DESKTOP.width}`);

    await payButton(page).click();
    await toast(page, "Saving address and initiating payment...");
    await widget(page).getByText("₹1,997.00").waitFor();
    await widget(page).getByText(`Payment for Order #${orderId}`).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `checkout-widget-${DESKTOP.width}`, { fullPage: false });
    await widget(page).getByRole("button", { name: "Pay" }).click();

    await expectPaidLanding(page);
    // The second tab flips live: to "Order Paid", or, when it showed the
    // payment being confirmed on the way (the webhook's payment.authorized
    // came first), on to My Orders as a paying tab does (docs/checkout.md).
    const paidCard = tab.getByRole("article", { name: `Order #${shortOrderId(orderId)}` });
    await tab
      .getByRole("heading", { name: "Order Paid" })
      .or(paidCard.getByText("Paid", { exact: true }))
      .waitFor();
    await tab.close();

    const card = page.getByRole("article", { name: `Order #${shortOrderId(orderId)}` });
    await card.getByText("Order Total ₹1,997.00").waitFor();
    expect(await card.getByText("Paid", { exact: true }).count()).toBe(1);
    expect(await card.getByRole("listitem").count()).toBe(2);
    await page.getByRole("link", { name: "Cart, 0 items" }).waitFor();

    const stored = await readOrder(shopper, orderId);
    expect(stored).toMatchObject({
      status: "paid",
      amount,
      currency: "INR",
      addressInfo: ADDRESS,
      paymentMethod: "razorpay",
      paymentStatus: "captured",
    });
    expect(String(stored?.paymentId)).toMatch(/^pay_/);
    await toastsGone(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `my-orders-${DESKTOP.width}`);
    expect(errors).toEqual([]);
    expect(offsiteRequests).toEqual([]);
    await context.close();
  });

  it("on a phone: a closed widget and a declined card leave the order pending, then it is paid once", async () => {
    const shopper = await createShopper(ADDRESS);
    const { page, context, errors } = await openShop(browser, PHONE);
    await signInThroughUi(page, shopper);
    const orderId = await buyNow(page, "Smart Controller");
    await page.getByText("Pincode 560038").waitFor();
    await toastsGone(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `checkout-${PHONE.width}`);

    await payButton(page).click();
    await widget(page).getByRole("button", { name: "Close" }).click();
    await toast(page, "Payment cancelled by user");
    expect(await payButton(page).isEnabled()).toBe(true);

    await payButton(page).click();
    await widget(page).getByRole("button", { name: "Fail" }).click();
    await toast(page, `Payment failed: ${DECLINED}`);
    await screenshot(page, `checkout-widget-${PHONE.width}`, { fullPage: false });
    await widget(page).getByRole("button", { name: "Close" }).click();
    await settleWebhooks();
    const pending = await readOrder(shopper, orderId);
    expect(pending).toMatchObject({
      status: "pending",
      lastPaymentError: { description: DECLINED },
    });

    await payInWidget(page);
    await page.getByRole("article", { name: `Order #${shortOrderId(orderId)}` }).waitFor();
    expect((await readOrder(shopper, orderId))?.status).toBe("paid");
    // Three attempts, one Razorpay order: a retry never opens a second one.
    expect((await razorpayOrders()).filter((o) => o.receipt === orderId)).toHaveLength(1);
    await toastsGone(page);
    await screenshot(page, `my-orders-${PHONE.width}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
