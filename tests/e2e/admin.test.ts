import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { shortOrderId } from "@shop/domain";
import { DESKTOP, PHONE, launchBrowser, openShop, screenshot } from "../support/browser";
import { resetRazorpay, settleWebhooks } from "../support/razorpay";
import { signInThroughUi } from "../support/session";
import { createAdmin } from "./support/admin";
import { axeViolations } from "./support/axe";
import {
  ADDRESS,
  buyNow,
  createShopper,
  paidOrder,
  readOrder,
  toastsGone,
  waitForPath,
} from "./support/checkout";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
afterEach(() => resetRazorpay());

const stage = (page: Page) => page.locator(".admin-facts div", { hasText: "Stage" }).locator("dd");

describe("the operator console (issue 17)", () => {
  it("an admin ships and refunds an order while the shopper's My Orders follows live", async () => {
    const shopper = await createShopper(ADDRESS);
    const admin = await createAdmin();
    const customer = await openShop(browser, DESKTOP);
    const orderId = await paidOrder(customer.page, shopper);
    const card = customer.page.getByRole("article", { name: `Order #${shortOrderId(orderId)}` });
    await card.waitFor();

    const operator = await openShop(browser, DESKTOP);
    const { page } = operator;
    await signInThroughUi(page, admin);
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("link", { name: "Admin" }).click();
    await page.getByRole("heading", { level: 1, name: "Orders" }).waitFor();
    await page.getByText("Paid today").waitFor();
    // The order paid a moment ago counts before any refund (refundedAmount absent).
    const paidToday = page.locator(".admin-figure", { hasText: "Paid today" });
    await paidToday.getByText(/^[1-9]\d* orders?$/).waitFor();

    // Searches as an operator types them: the e-mail in capitals, the short id
    // in lower case without its dash, the delivery phone with +91.
    await page.getByLabel("Customer e-mail").fill(shopper.email.toUpperCase());
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("link", { name: orderId }).waitFor();
    expect(await page.locator(".admin-table tbody tr").count()).toBe(1);
    await page.getByRole("button", { name: "Clear" }).click();
    await page.getByLabel("Order ID").fill(shortOrderId(orderId).replace("-", "").toLowerCase());
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByText("Order ID and phone searches ignore the other filters.").waitFor();
    await page.getByRole("link", { name: orderId }).waitFor();
    expect(await page.locator(".admin-table tbody tr").count()).toBe(1);
    await page.getByRole("button", { name: "Clear" }).click();
    await page.getByLabel("Phone").fill(`+91 ${ADDRESS.phone}`);
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByText("Order ID and phone searches ignore the other filters.").waitFor();
    await page.getByRole("link", { name: orderId }).waitFor();
    await page.getByRole("button", { name: "Clear" }).click();
    await page.getByLabel("Customer e-mail").fill(shopper.email);
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("link", { name: orderId }).waitFor();
    await page.getByText("Order ID and phone searches ignore the other filters.").waitFor({
      state: "detached",
    });
    await toastsGone(page);
    await screenshot(page, `admin-orders-${DESKTOP.width}`);
    await page.getByRole("link", { name: orderId }).click();
    await page.getByRole("heading", { level: 1, name: `Order ${orderId}` }).waitFor();
    await page.getByText(shopper.email).first().waitFor();
    expect(await stage(page).textContent()).toBe("Paid");

    await page.getByRole("button", { name: "Mark packed" }).click();
    await stage(page).getByText("Packed", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Mark shipped" }).click();
    await page.getByLabel("Carrier").fill("Delhivery");
    await page.getByLabel("Tracking number").fill("DL123456789");
    await page.getByRole("button", { name: "Confirm shipment" }).click();
    await stage(page).getByText("Shipped", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Mark delivered" }).waitFor();
    expect(await page.getByRole("button", { name: "Cancel order" }).count()).toBe(0);
    expect(await readOrder(shopper, orderId)).toMatchObject({
      status: "paid",
      fulfilment: {
        stage: "shipped",
        shipment: { carrier: "Delhivery", trackingNumber: "DL123456789" },
      },
    });
    // My Orders, open all along in the shopper's tab, shows the shipment without a reload.
    await card.getByText("Shipped — Delhivery DL123456789").waitFor();

    await page.getByLabel("Amount in rupees").fill("400");
    await page.getByRole("button", { name: "Refund amount" }).click();
    await page.getByText("The refund is more than what is left to refund on this order.").waitFor();
    await page.getByLabel("Amount in rupees").fill("100");
    await page.getByRole("button", { name: "Refund amount" }).click();
    // Every refund asks first, with its amount.
    await page.getByText("Refund ₹100.00 to the customer?").waitFor();
    await screenshot(page, `admin-refund-confirm-${DESKTOP.width}`, { fullPage: false });
    await page.getByRole("button", { name: "Yes, refund ₹100.00" }).click();
    const refunds = page.getByRole("list", { name: "Refunds" });
    await refunds.getByText("₹100.00").waitFor();
    await page.getByText("Left to refund: ₹299.00").waitFor();
    await settleWebhooks();
    await refunds.getByText("Processed").waitFor({ timeout: 30_000 });
    const stored = await readOrder(shopper, orderId);
    expect(Object.values((stored?.refunds ?? {}) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ amount: 10_000, state: "processed" }),
    ]);
    // What the console's takings subtract: the processed refunds' total, on the order.
    expect(stored?.refundedAmount).toBe(10_000);
    const timeline = page.getByRole("list", { name: "Timeline" });
    await timeline.getByText("Shipped").waitFor();
    // The operator by their profile's name, never an account id.
    await timeline.getByText("by Shop Admin").first().waitFor();
    expect(await timeline.textContent()).not.toContain(admin.uid);
    // …and the refund too, on the shopper's My Orders, still without a reload.
    await card.getByText("Refund of ₹100.00 processed").waitFor();
    await card.getByText("Refunded ₹100.00 of ₹399.00", { exact: true }).waitFor();
    const payment = page.locator(".admin-facts div", { hasText: "Payment" }).locator("dd");
    await payment.getByText("Refunded ₹100.00 of ₹399.00", { exact: true }).waitFor();

    await toastsGone(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `admin-order-${DESKTOP.width}`);
    // The packing slip: on paper only, and on paper nothing else.
    const slip = page.getByRole("article", { name: "Packing slip" });
    expect(await slip.isVisible()).toBe(false);
    await page.emulateMedia({ media: "print" });
    await slip.getByText(`Order #${shortOrderId(orderId)}`).waitFor();
    await slip.getByText(`PIN ${ADDRESS.pincode}`).waitFor();
    expect(await page.getByRole("heading", { name: "Refunds" }).isVisible()).toBe(false);
    await screenshot(page, `admin-packing-slip-${DESKTOP.width}`);
    await page.emulateMedia({ media: "screen" });
    await page.setViewportSize(PHONE);
    await screenshot(page, `admin-order-${PHONE.width}`);
    await page.goto("/admin");
    await page.getByRole("heading", { level: 1, name: "Orders" }).waitFor();
    await screenshot(page, `admin-orders-${PHONE.width}`);
    await screenshot(customer.page, `admin-my-orders-after-${DESKTOP.width}`);
    // The first page is live: an order placed now shows on the phone's list without a Refresh.
    const placed = await buyNow(customer.page, "Smart Controller");
    await page.getByRole("link", { name: placed }).waitFor();
    await screenshot(page, `admin-orders-live-${PHONE.width}`);
    expect(operator.errors).toEqual([]);
    expect(customer.errors).toEqual([]);
    await operator.context.close();
    await customer.context.close();
  }, 180_000); // two browsers, a payment, four searches, a refund and a second order

  it("tells a signed-in shopper the console is not for them, and sends a visitor to log in", async () => {
    const shopper = await createShopper();
    const { page, context } = await openShop(browser, PHONE);
    await page.goto("/admin");
    await waitForPath(page, "/login");
    // The shop's Sign In page, loaded in place of the console's (its own HTML entry).
    await page.getByLabel("Email Address").waitFor();
    await signInThroughUi(page, shopper);
    await page.goto("/admin");
    await page.getByRole("heading", { level: 1, name: "Not allowed" }).waitFor();
    await page.getByText("Only the shop's administrators can do this.").waitFor();
    await page.getByRole("button", { name: "Menu" }).click();
    expect(await page.getByRole("link", { name: "Admin" }).count()).toBe(0);
    await context.close();
  });
});
