import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firestorePaths } from "@shop/domain";
import { DESKTOP, PHONE, launchBrowser, openShop, screenshot } from "../support/browser";
import { writeDocument } from "../support/documents";
import { signInThroughUi } from "../support/session";
import { createAdmin } from "./support/admin";
import { ADDRESS, createShopper, readOrder, toastsGone } from "./support/checkout";

/**
 * The console's order page for an unpaid order (Cancel order, confirmed)
 * and for a cancelled order whose refund failed (money owed, Retry refund).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const item = {
  productId: "semiAutomatic-1",
  productName: "Smart Controller",
  variantKey: "Motar_Compatible",
  variantName: "Motar Compatible",
  price: 39900,
  quantity: 1,
  lineTotal: 39900,
  image: "",
};
const storedOrder = (uid: string, orderId: string) => ({
  orderId,
  userID: uid,
  items: [item],
  amount: 39900,
  currency: "INR",
  status: "pending",
  createdAt: new Date(),
  addressInfo: { ...ADDRESS },
});

describe("the console's order actions (issues 25 and 27)", () => {
  it("cancels an unpaid order once confirmed, and shows a failed refund as money owed", async () => {
    const shopper = await createShopper(ADDRESS);
    const admin = await createAdmin();
    const unpaid = `ORD-2026-${Date.now()}-UNPD`;
    const owing = `ORD-2026-${Date.now()}-OWED`;
    await writeDocument(firestorePaths.userOrder(shopper.uid, unpaid), {
      ...storedOrder(shopper.uid, unpaid),
      customerEmail: shopper.email,
    });
    const at = new Date();
    await writeDocument(firestorePaths.userOrder(shopper.uid, owing), {
      ...storedOrder(shopper.uid, owing),
      customerEmail: shopper.email,
      status: "paid",
      paidAt: at,
      paymentId: "pay_e2eOwed0000001",
      fulfilment: { stage: "cancelled", updatedAt: at },
      refunds: {
        rfnd_e2eFailed00001: {
          refundId: "rfnd_e2eFailed00001",
          amount: 39900,
          state: "failed",
          requestedBy: "shop",
          requestedAt: at,
          settledAt: at,
        },
      },
      history: [{ kind: "cancelled", at, by: "shop" }],
    });

    const { page, context, errors } = await openShop(browser, DESKTOP);
    await signInThroughUi(page, admin);
    await page.goto(`/admin/orders/${shopper.uid}/${unpaid}`);
    await page.getByRole("heading", { level: 1, name: `Order ${unpaid}` }).waitFor();
    await page.getByRole("button", { name: "Cancel order" }).click();
    await page
      .getByText("Cancel this unpaid order? The customer can no longer pay for it.")
      .waitFor();
    await toastsGone(page);
    await screenshot(page, `admin-cancel-unpaid-${DESKTOP.width}`, { fullPage: false });
    await page.getByRole("button", { name: "Yes, cancel the order" }).click();
    await page.getByText("This unpaid order was cancelled: it can no longer be paid.").waitFor();
    expect(await readOrder(shopper, unpaid)).toMatchObject({
      status: "pending",
      closed: { reason: "cancelled" },
    });

    await page.goto(`/admin/orders/${shopper.uid}/${owing}`);
    await page.getByText("Refund failed: ₹399.00 owed").waitFor();
    await page.getByRole("button", { name: "Retry refund" }).click();
    await page.getByText("Refund ₹399.00 to the customer?").waitFor();
    await screenshot(page, `admin-refund-owed-${DESKTOP.width}`);
    await page.setViewportSize(PHONE);
    await screenshot(page, `admin-refund-owed-${PHONE.width}`);
    await page.goto("/admin");
    await page.getByLabel("Customer e-mail").fill(shopper.email);
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("link", { name: owing }).waitFor();
    await page.getByText("Refund failed: ₹399.00 owed").waitFor();
    await screenshot(page, `admin-orders-owed-${PHONE.width}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
