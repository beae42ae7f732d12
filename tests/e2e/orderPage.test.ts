import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { firestorePaths, shortOrderId } from "@shop/domain";
import { readFile } from "node:fs/promises";
import { DESKTOP, PHONE, launchBrowser, openShop, screenshot } from "../support/browser";
import { resetRazorpay } from "../support/razorpay";
import { signInThroughUi } from "../support/session";
import { writeDocument } from "../support/documents";
import { axeViolations } from "./support/axe";
import { seedShippedOrder } from "./support/shippedOrder";
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

describe("an order's page and its tax invoice", () => {
  it("after paying: My Orders highlights the order, its page shows it and the invoice the server issued", async () => {
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

    // Issued by the server once paid (the page says it is being prepared until then).
    const invoice = page.getByRole("article", { name: "Tax Invoice" });
    await invoice.waitFor();
    const number = String((await readOrder(shopper, orderId))?.invoiceNumber);
    expect(number).toMatch(/^AS\/\d{2}-\d{2}\/\d{6}$/);
    const text = await invoice.innerText();
    expect(text).toContain("AquaSense Devices Private Limited");
    expect(text).toContain("GSTIN 29AAACA1234B1ZE");
    expect(text).toContain(number);
    expect(text).toMatch(/Place of supply\s+29-Karnataka/);
    // ₹399.00 to Bengaluru from a Karnataka seller: ₹338.14 + CGST ₹30.43 + SGST ₹30.43.
    expect(text).toMatch(/Taxable value\s+₹338\.14/);
    expect(text).toMatch(/CGST \(9%\)\s+₹30\.43/);
    expect(text).toMatch(/SGST \(9%\)\s+₹30\.43/);
    expect(text).toMatch(/Total\s+₹399\.00/);
    expect(text).toContain("Rupees Three Hundred Ninety-Nine Only");
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `order-page-${DESKTOP.width}`);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      invoice.getByRole("button", { name: "Download invoice (PDF)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await readFile(String(await download.path()));
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
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
    // Delhi from a Karnataka seller: IGST; the refund's credit note against the invoice.
    const invoice = page.getByRole("article", { name: "Tax Invoice" });
    await invoice.waitFor();
    expect(await invoice.innerText()).toMatch(/IGST \(18%\)\s+₹243\.76/);
    expect(await invoice.innerText()).toMatch(/Place of supply\s+07-Delhi/);
    const note = await page.getByRole("article", { name: "Credit Note" }).innerText();
    expect(note).toMatch(/Against invoice\s+ZS\/26-27\//);
    expect(note).toMatch(/Total\s+₹500\.00/);
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
