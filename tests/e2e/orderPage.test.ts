import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { firestorePaths, invoiceNumber, shortOrderId } from "@shop/domain";
import { DESKTOP, PHONE, launchBrowser, openShop, screenshot } from "../support/browser";
import { writeDocument } from "../support/documents";
import type { TestUser } from "../support/emulators";
import { resetRazorpay } from "../support/razorpay";
import { signInThroughUi } from "../support/session";
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

/** Issue 18 (the order's page and tax invoice) and issue 17's shopper side, on the whole stack. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
afterEach(() => resetRazorpay());

const card = (page: Page, orderId: string) =>
  page.getByRole("article", { name: `Order #${shortOrderId(orderId)}` });

/** Whether an element takes up room on the page (display: none does not). */
const shown = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.getClientRects().length > 0);

/** A paid order written as the functions would have left it after shipping and a refund. */
async function seedShippedOrder(shopper: TestUser): Promise<string> {
  const orderId = `ORD-2026-${Date.now()}-SHIP`;
  const placed = new Date("2026-11-20T05:00:00Z");
  const paid = new Date("2026-11-20T05:05:00Z");
  const shipped = new Date("2026-11-21T09:00:00Z");
  const refunded = new Date("2026-11-22T11:00:00Z");
  await writeDocument(firestorePaths.userOrder(shopper.uid, orderId), {
    orderId,
    userID: shopper.uid,
    items: [
      {
        productId: "SemiAutomatic-2",
        productName: "Semi Automatic",
        variantKey: "Starter_Compatible",
        variantName: "Starter_Compatible",
        price: 79900,
        quantity: 2,
        lineTotal: 159800,
        image: "/images/semi-automatic.svg",
      },
    ],
    amount: 159800,
    currency: "INR",
    status: "paid",
    createdAt: placed,
    paidAt: paid,
    paymentId: "pay_SeededShip1",
    razorpayOrderId: "order_SeededShip1",
    paymentMethod: "razorpay",
    paymentStatus: "captured",
    addressInfo: { ...ADDRESS, pincode: "110001" },
    fulfilment: {
      stage: "shipped",
      shipment: { carrier: "Delhivery", trackingNumber: "1234567890" },
      updatedAt: shipped,
    },
    refunds: {
      rfnd_Seeded1: {
        refundId: "rfnd_Seeded1",
        amount: 50000,
        state: "processed",
        requestedBy: "admin-e2e",
        requestedAt: refunded,
        settledAt: refunded,
      },
    },
    history: [
      { kind: "placed", at: placed, by: "system" },
      { kind: "paid", at: paid, by: "system" },
      { kind: "shipped", at: shipped, by: "admin-e2e", note: "Delhivery 1234567890" },
      { kind: "refund-processed", at: refunded, by: "system", note: "₹500.00" },
    ],
  });
  return orderId;
}

describe("an order's page and its tax invoice", () => {
  it("after paying: My Orders highlights the order, its page shows it, and prints only the invoice", async () => {
    const shopper = await createShopper(ADDRESS);
    const { page, context, errors } = await openShop(browser, DESKTOP);
    const orderId = await paidOrder(page, shopper);

    const paidCard = card(page, orderId);
    await paidCard.getByText("Just paid").waitFor();
    expect(await paidCard.getAttribute("class")).toContain("order-card--just-paid");
    expect(await paidCard.isVisible()).toBe(true);
    await toastsGone(page);
    await screenshot(page, `my-orders-just-paid-${DESKTOP.width}`);

    await paidCard
      .getByRole("link", { name: `View details of order #${shortOrderId(orderId)}` })
      .click();
    await waitForPath(page, `/myOrders/${orderId}`);
    const stored = await readOrder(shopper, orderId);
    const paymentId = String(stored?.paymentId);
    expect(paymentId).toMatch(/^pay_/);
    await page
      .getByRole("heading", { level: 1, name: `Order #${shortOrderId(orderId)}` })
      .waitFor();
    const payment = page.getByRole("region", { name: "Payment" });
    await payment.getByText(paymentId, { exact: true }).waitFor();
    await payment.getByText(String(stored?.razorpayOrderId), { exact: true }).waitFor();
    expect(await payment.innerText()).toContain("₹399.00");
    expect(await page.getByRole("region", { name: "Delivery" }).innerText()).toContain(
      ADDRESS.address,
    );

    const invoice = page.getByRole("article", { name: "Tax Invoice" });
    const text = await invoice.innerText();
    expect(text).toContain("AquaSense Smart Water Pvt. Ltd.");
    expect(text).toContain("GSTIN: 29AAACA1234B1ZE");
    expect(text).toContain(invoiceNumber(orderId, stored?.paidAt as Date));
    // ₹399.00 to Bengaluru from a Karnataka seller: ₹338.14 + CGST ₹30.43 + SGST ₹30.43.
    expect(text).toMatch(/Taxable value\s+₹338\.14/);
    expect(text).toMatch(/CGST \(9%\)\s+₹30\.43/);
    expect(text).toMatch(/SGST \(9%\)\s+₹30\.43/);
    expect(text).toMatch(/Total \(GST included\)\s+₹399\.00/);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `order-page-${DESKTOP.width}`);

    await page.emulateMedia({ media: "print" });
    expect(await shown(page, ".tax-invoice")).toBe(true);
    expect(await shown(page, "header")).toBe(false);
    expect(await shown(page, "footer")).toBe(false);
    expect(await shown(page, ".order-screen")).toBe(false);
    expect(await shown(page, ".order-invoice-actions")).toBe(false);
    await screenshot(page, `order-invoice-print-${DESKTOP.width}`);
    await page.emulateMedia({ media: "screen" });
    expect(await shown(page, ".order-screen")).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("on a phone: a shipped order with a refund, live, and orders that are not there or not paid", async () => {
    const shopper = await createShopper(ADDRESS);
    const orderId = await seedShippedOrder(shopper);
    const { page, context, errors } = await openShop(browser, PHONE);
    await signInThroughUi(page, shopper);
    await page.goto("/myOrders");
    const seeded = card(page, orderId);
    await seeded.getByText("Shipped — Delhivery 1234567890").waitFor();
    await seeded.getByText("Refund of ₹500.00 processed").waitFor();
    expect(await seeded.getByText("Just paid").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `my-orders-shipped-${PHONE.width}`);

    await page.goto(`/myOrders/${orderId}`);
    const history = page.getByRole("region", { name: "Order history" });
    await history.getByText("Refund processed — ₹500.00").waitFor();
    expect(await history.getByRole("listitem").count()).toBe(4);
    await page
      .locator(".order-refunded")
      .getByText("Refunded ₹500.00 of ₹1,598.00", { exact: true })
      .waitFor();
    // Delhi from a Karnataka seller: IGST.
    const invoice = page.getByRole("article", { name: "Tax Invoice" });
    expect(await invoice.innerText()).toMatch(/IGST \(18%\)\s+₹243\.76/);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `order-page-${PHONE.width}`);

    // Delivered meanwhile: the page follows the stored order.
    const stored = await readOrder(shopper, orderId);
    await writeDocument(firestorePaths.userOrder(shopper.uid, orderId), {
      ...(stored as Parameters<typeof writeDocument>[1]),
      fulfilment: { stage: "delivered", updatedAt: new Date() },
    });
    await page.locator(".order-stage").getByText("Delivered", { exact: true }).waitFor();

    await page.goto(`/myOrders/ORD-2026-${Date.now()}-NONE`);
    await page.getByRole("heading", { name: "Order Not Found" }).waitFor();
    await page.getByRole("link", { name: "Back to My Orders" }).waitFor();

    const pendingId = await buyNow(page, "Semi Automatic");
    await page.goto(`/myOrders/${pendingId}`);
    await page.getByRole("heading", { name: "Not Paid Yet" }).waitFor();
    await page.getByRole("link", { name: "Go to Payment" }).click();
    await waitForPath(page, "/payment");
    expect(new URL(page.url()).searchParams.get("orderId")).toBe(pendingId);
    expect(errors).toEqual([]);
    await context.close();
  });
});
