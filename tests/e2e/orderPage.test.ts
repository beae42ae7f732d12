import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildCreditNote, buildInvoice, firestorePaths, shortOrderId } from "@shop/domain";
import { readFile } from "node:fs/promises";
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

/** A paid order written as the functions would have left it after shipping and a refund. */
async function seedShippedOrder(shopper: TestUser): Promise<string> {
  const orderId = `ORD-2026-${Date.now()}-SHIP`;
  const serial = String(Date.now()).slice(-6);
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
    addressInfo: { ...ADDRESS, city: "New Delhi", state: "Delhi", pincode: "110001" },
    // Its invoice and credit note, seeded below in a series of their own.
    invoiceNumber: `ZS/26-27/${serial}`,
    creditNoteNumbers: [`ZN/26-27/${serial}`],
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
  await seedTaxDocuments(shopper, orderId, serial, { paid, refunded });
  return orderId;
}

/** The seeded order's invoice and credit note, stored as the functions issue them (issue 29). */
async function seedTaxDocuments(
  shopper: TestUser,
  orderId: string,
  serial: string,
  at: { paid: Date; refunded: Date },
) {
  const seller = {
    name: "AquaSense Devices Private Limited",
    addressLines: ["12 MG Road", "Bengaluru 560001, Karnataka"],
    stateCode: "29",
    gstin: "29AAACA1234B1ZE",
  };
  const buyer = {
    name: ADDRESS.name,
    addressLines: [ADDRESS.address, "New Delhi 110001"],
    stateCode: "07",
  };
  const items = [
    {
      productName: "Semi Automatic",
      variantName: "Starter_Compatible",
      quantity: 2,
      lineTotal: 159800,
    },
  ];
  const invoice = buildInvoice({
    number: `ZS/26-27/${serial}`,
    issuedAt: at.paid,
    orderId,
    seller,
    buyer,
    items,
  });
  const note = buildCreditNote(invoice, [], {
    number: `ZN/26-27/${serial}`,
    issuedAt: at.refunded,
    refundId: "rfnd_Seeded1",
    amount: 50000,
  });
  for (const doc of [invoice, note]) {
    const stored = { ...doc, uid: shopper.uid } as unknown as Parameters<typeof writeDocument>[1];
    await writeDocument(firestorePaths.taxDocument(doc.number), stored);
  }
}

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
