/**
 * Issue 30: a COD order paid online before delivery, from its order page, through
 * the same Razorpay checkout: charged exactly the goods total once, the fee falls away.
 */
import type { Browser } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { COD_TEXT, shortOrderId } from "@shop/domain";
import { PHONE, launchBrowser, openShop } from "../support/browser";
import { razorpayOrders, resetRazorpay } from "../support/razorpay";
import { signInThroughUi } from "../support/session";
import {
  buyNow,
  expectPaidLanding,
  payButton,
  readOrder,
  summary,
  waitForPath,
  waitForStatus,
  widget,
} from "./support/checkout";
import { chooseCod, codShopper, verifyPhoneOnAccount } from "./support/cod";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
afterEach(() => resetRazorpay());

describe("a COD order paid online instead (issue 30)", () => {
  it("a shopper whose phone is verified places COD without an OTP, then pays ₹399.00 online from the order page", async () => {
    const { shopper, address } = await codShopper();
    // Verified at an earlier order: once per number.
    await verifyPhoneOnAccount(shopper, address.phone);
    const { page, context, errors } = await openShop(browser, PHONE);
    await signInThroughUi(page, shopper);
    const orderId = await buyNow(page, "Smart Controller");
    await page.getByText(`Pincode ${address.pincode}`).waitFor();
    await chooseCod(page, "₹448.00");
    await summary(page).getByRole("button", { name: COD_TEXT.placeOrder }).click();
    expect(await summary(page).getByRole("button", { name: COD_TEXT.verifyPhone }).count()).toBe(0);
    await waitForPath(page, `/myOrders/${orderId}`);
    await page.getByText("Cash on delivery: pay ₹448.00 on delivery", { exact: true }).waitFor();

    await page.getByRole("link", { name: COD_TEXT.payNow }).click();
    await waitForPath(page, "/payment");
    // The online checkout of the same order: no COD choice, the goods total only.
    await payButton(page).getByText("Proceed to Payment ₹399.00").waitFor();
    expect(await summary(page).getByRole("radio").count()).toBe(0);
    await payButton(page).click();
    await widget(page).getByRole("button", { name: "Pay" }).click();
    await expectPaidLanding(page);

    const card = page.getByRole("article", { name: `Order #${shortOrderId(orderId)}` });
    await card.getByText("Paid", { exact: true }).waitFor();
    expect(await card.getByText(/Cash on delivery/).count()).toBe(0);
    await waitForStatus(shopper, orderId, "paid");
    const stored = await readOrder(shopper, orderId);
    expect(stored).toMatchObject({
      status: "paid",
      amount: 39900,
      paymentMethod: "razorpay",
      paymentStatus: "captured",
    });
    const charged = (await razorpayOrders()).filter((o) => o.receipt === orderId);
    expect(charged.map((o) => [o.amount, o.amount_paid, o.status])).toEqual([
      [39900, 39900, "paid"],
    ]);

    // Its page, entered again by a reload, reads paid: ₹399.00, with nothing left to do.
    await card.getByRole("link", { name: /View details/ }).click();
    await waitForPath(page, `/myOrders/${orderId}`);
    await page.reload();
    await page.getByRole("region", { name: "Payment" }).getByText("₹399.00").waitFor();
    await page.getByText("Paid", { exact: true }).first().waitFor();
    expect(await page.getByRole("link", { name: COD_TEXT.payNow }).count()).toBe(0);
    expect(await page.getByText(/Cash on delivery: pay/).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
