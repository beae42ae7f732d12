import type { Browser, Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firestorePaths } from "@shop/domain";
import { DESKTOP, PHONE, launchBrowser, openShop, screenshot } from "../support/browser";
import { writeDocument } from "../support/documents";
import { signInThroughUi } from "../support/session";
import { createAdmin } from "./support/admin";
import { ADDRESS, createShopper, readOrder, toastsGone } from "./support/checkout";

/**
 * Issue 30, the console: shipped COD orders collected and returned by the
 * operator, the Cash on delivery filter, and the RTO card's figures.
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

// Placed three IST months back: orders other tests place now never share the RTO card's row.
const now = new Date();
const placed = (minutes: number) => {
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, 15, 6));
  return new Date(month.getTime() + minutes * 60_000);
};
const MONTH = new Intl.DateTimeFormat("en-US", {
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
}).format(placed(0));
// Pincodes of this run only, so their rows are this test's alone.
const pinA = String(700000 + Math.floor(Math.random() * 99998));
const pinB = String(Number(pinA) + 1);

const cells = (table: Locator) =>
  table
    .getByRole("row")
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent).join("|"),
      ),
    );

describe("the console's cash on delivery (issue 30)", () => {
  it("collects one shipped COD order, returns another, filters them and counts the RTO", async () => {
    const shopper = await createShopper(ADDRESS);
    const admin = await createAdmin();
    const run = Date.now();
    const id = (suffix: string) => `ORD-2026-${run}-${suffix}`;
    const cod = (suffix: string, minutes: number, pincode: string, extra = {}) => {
      const at = placed(minutes);
      return writeDocument(firestorePaths.userOrder(shopper.uid, id(suffix)), {
        orderId: id(suffix),
        userID: shopper.uid,
        items: [item],
        amount: 39900,
        codFee: 4900,
        currency: "INR",
        status: "cod",
        paymentMethod: "cod",
        closed: null,
        createdAt: at,
        addressInfo: { ...ADDRESS, pincode },
        customerEmail: shopper.email,
        deliveryPhone: ADDRESS.phone,
        fulfilment: {
          stage: "shipped",
          shipment: { carrier: "Delhivery", trackingNumber: `DL${suffix}` },
          updatedAt: at,
        },
        history: [
          { kind: "cod", at, by: "system" },
          { kind: "shipped", at, by: "shop", note: `Delhivery DL${suffix}` },
        ],
        ...extra,
      });
    };
    await cod("COLL", 1, pinA);
    await cod("RETN", 2, pinA);
    await cod("RET2", 3, pinB, { closed: { reason: "returned", at: placed(60) } });
    await cod("RET3", 4, pinB, { closed: { reason: "returned", at: placed(60) } });
    await cod("PAID", 5, pinB, {
      status: "paid",
      paymentStatus: "collected",
      paidAt: placed(60),
      fulfilment: { stage: "delivered", updatedAt: placed(60) },
    });
    // Still with the courier: not ended, so not counted.
    await cod("OPEN", 6, pinB);
    // Prepaid: not in the COD filter.
    await writeDocument(firestorePaths.userOrder(shopper.uid, id("RZPY")), {
      orderId: id("RZPY"),
      userID: shopper.uid,
      items: [item],
      amount: 39900,
      currency: "INR",
      status: "paid",
      paymentMethod: "razorpay",
      paymentStatus: "captured",
      paidAt: placed(7),
      createdAt: placed(7),
      addressInfo: { ...ADDRESS },
      customerEmail: shopper.email,
    });

    const { page, context, errors } = await openShop(browser, DESKTOP);
    await signInThroughUi(page, admin);
    await page.goto(`/admin/orders/${shopper.uid}/${id("COLL")}`);
    await page.getByRole("heading", { level: 1, name: `Order ${id("COLL")}` }).waitFor();
    await page.getByText("₹448.00 (goods ₹399.00 + COD fee ₹49.00)").waitFor();
    await page.getByRole("button", { name: "Delivered, cash collected" }).click();
    await page
      .getByText(
        "Did the courier collect ₹448.00 in cash? The order becomes paid and its invoice is issued.",
      )
      .waitFor();
    await toastsGone(page);
    // A full-page shot of a scrolled page draws the sticky header (and skip link) mid-page.
    const top = () => page.evaluate(() => window.scrollTo(0, 0));
    await top();
    await screenshot(page, `admin-cod-order-${DESKTOP.width}`);
    await page.setViewportSize(PHONE);
    await top();
    await screenshot(page, `admin-cod-order-${PHONE.width}`);
    await page.setViewportSize(DESKTOP);
    await page.getByRole("button", { name: "Yes, cash collected" }).click();
    await page.getByText("Recorded: cash collected. The order is paid.").waitFor();
    await page.getByText("This order is delivered: nothing more to do.").waitFor();
    expect(await readOrder(shopper, id("COLL"))).toMatchObject({
      status: "paid",
      paymentMethod: "cod",
      paymentStatus: "collected",
      fulfilment: { stage: "delivered" },
    });
    // Issued as for any paid order.
    await page.getByRole("article", { name: "Tax Invoice" }).waitFor();
    await page.getByText("Collected in cash").waitFor();
    await top();
    await screenshot(page, `admin-cod-collected-${DESKTOP.width}`);

    await page.goto(`/admin/orders/${shopper.uid}/${id("RETN")}`);
    await page.getByRole("button", { name: "Returned to origin" }).click();
    await page.getByRole("button", { name: "Yes, it came back" }).click();
    await page.getByText("Recorded: returned to origin. The order is closed.").waitFor();
    await page
      .getByText("This cash on delivery order came back undelivered: it is closed.")
      .waitFor();
    expect(await readOrder(shopper, id("RETN"))).toMatchObject({
      status: "cod",
      paymentMethod: "cod",
      closed: { reason: "returned" },
    });

    await page.goto("/admin");
    await page.getByLabel("Payment").selectOption({ label: "Cash on delivery" });
    await page.getByLabel("Customer e-mail").fill(shopper.email);
    await page.getByRole("button", { name: "Search" }).click();
    const table = page.getByRole("table").first();
    await table.getByRole("link", { name: id("OPEN") }).waitFor();
    const links = await table.getByRole("link").allTextContents();
    expect(links).toEqual(["OPEN", "PAID", "RET3", "RET2", "RETN", "COLL"].map(id));

    await page.getByRole("button", { name: "Show RTO rates" }).click();
    const byPincode = page.getByRole("table", { name: "By pincode, worst first" });
    await byPincode.waitFor();
    const rows = await cells(byPincode);
    // pinB: 2 returned of 3 ended (the open one not counted); pinA: 1 of 2; worst first.
    const mine = rows.filter((row) => row.startsWith(pinA) || row.startsWith(pinB));
    expect(mine).toEqual([`${pinB}|3|2|67%`, `${pinA}|2|1|50%`]);
    const months = await cells(page.getByRole("table", { name: "By month placed" }));
    expect(months).toContain(`${MONTH}|5|3|60%`);
    const card = page.getByRole("region", { name: "Cash on delivery: returns to origin" });
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, `admin-rto-card-${DESKTOP.width}`, { fullPage: false });
    await page.setViewportSize(PHONE);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, `admin-rto-card-${PHONE.width}`, { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });
});
