import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { PAYMENT_MESSAGES, shortOrderId } from "@shop/domain";
import { DESKTOP, PHONE, launchBrowser, openShop, screenshot } from "../support/browser";
import type { TestUser } from "../support/emulators";
import { resetRazorpay, setCheckout, setFaults, setPayments } from "../support/razorpay";
import { signInThroughUi } from "../support/session";
import { axeViolations } from "./support/axe";
import {
  ADDRESS,
  addToCart,
  createShopper,
  expectPaidLanding,
  payButton,
  proceedToPayment,
  readOrder,
  toast,
  widget,
} from "./support/checkout";

/**
 * After the widget's Pay, the page follows the stored order: Razorpay may
 * only have authorised the money (the page says it is being confirmed), or
 * the widget's success handler may never run; either way the order turns
 * paid on the server and the page moves on to My Orders by itself, with the
 * cart it paid for emptied.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
afterEach(() => resetRazorpay());

/** A shopper with a saved address, signed in, on /payment for a one-line cart. */
async function checkoutFromCart(page: Page): Promise<{ shopper: TestUser; orderId: string }> {
  const shopper = await createShopper(ADDRESS);
  await signInThroughUi(page, shopper);
  await page.goto("/products");
  await addToCart(page, "Smart Controller");
  await toast(page, "Smart Controller (Motar Compatible) added to cart!");
  const orderId = await proceedToPayment(page);
  await page.getByText("Pincode 560038").waitFor();
  return { shopper, orderId };
}

/** Every confirmPayment call the page makes. */
function confirmCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/confirmPayment")) calls.push(request.url());
  });
  return calls;
}

async function expectPaidInMyOrders(page: Page, orderId: string) {
  await expectPaidLanding(page);
  const card = page.getByRole("article", { name: `Order #${shortOrderId(orderId)}` });
  await card.getByText("Paid", { exact: true }).waitFor();
  await page.getByRole("link", { name: "Cart, 0 items" }).waitFor();
}

describe("after Pay, the page follows the stored order (checkout.md)", () => {
  it("says the payment is being confirmed while Razorpay has only authorised it, then shows it paid", async () => {
    const { page, context, errors } = await openShop(browser, DESKTOP);
    const { shopper, orderId } = await checkoutFromCart(page);
    await payButton(page).click();
    await widget(page).waitFor();
    // Razorpay captures 8 s after the bank authorises, and does not answer
    // the server in time meanwhile, so confirmPayment can only say "confirming".
    await setPayments({ capture: "delayed", captureDelayMs: 8000 });
    await setFaults({ latencyMs: 6000 });
    await widget(page).getByRole("button", { name: "Pay" }).click();

    const notice = page.getByText(PAYMENT_MESSAGES.confirming, { exact: true });
    await notice.waitFor({ timeout: 15_000 });
    expect(await notice.getAttribute("role")).toBe("status");
    await page.getByRole("heading", { name: "Confirming Your Payment" }).waitFor();
    expect(await page.getByRole("button", { name: /Proceed to Payment/ }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe("/payment");
    expect((await readOrder(shopper, orderId))?.status).toBe("pending");
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `checkout-confirming-${DESKTOP.width}`);
    await page.setViewportSize(PHONE);
    await notice.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    await screenshot(page, `checkout-confirming-${PHONE.width}`);

    await expectPaidInMyOrders(page, orderId);
    const stored = await readOrder(shopper, orderId);
    expect(stored).toMatchObject({ status: "paid", paymentStatus: "captured" });
    expect(stored).not.toHaveProperty("paymentConfirming");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("moves on when the widget's success handler never runs and the webhook marks the order paid", async () => {
    const { page, context, errors } = await openShop(browser, DESKTOP);
    const confirms = confirmCalls(page);
    const { shopper, orderId } = await checkoutFromCart(page);
    await setCheckout({ handler: "lost" });
    await payButton(page).click();
    await widget(page).getByRole("button", { name: "Pay" }).click();

    await expectPaidInMyOrders(page, orderId);
    expect(confirms).toEqual([]);
    expect(await readOrder(shopper, orderId)).toMatchObject({
      status: "paid",
      paymentStatus: "captured",
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});
