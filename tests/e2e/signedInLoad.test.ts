import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shortOrderId, firestorePaths } from "@shop/domain";
import { DESKTOP, PHONE, launchBrowser, openShop } from "../support/browser";
import { writeDocument } from "../support/documents";
import { createUser, webUrl, type TestUser } from "../support/emulators";
import { signInThroughUi } from "../support/session";

/**
 * A returning shopper opens a signed-in page directly (a bookmark, a reload):
 * its HTML paints the layout with "Loading…", the entry checks the saved
 * sign-in while React downloads, React takes the markup over without a
 * hydration error, and My Orders shows its first answer from one REST query
 * before the Firestore SDK even loads, then stays live.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

function paidOrder(shopper: TestUser, orderId: string, createdAt: string) {
  return writeDocument(firestorePaths.userOrder(shopper.uid, orderId), {
    orderId,
    userID: shopper.uid,
    items: [
      {
        productId: "semiAutomatic-1",
        productName: "Smart Controller",
        variantKey: "Motar_Compatible",
        variantName: "Motar_Compatible",
        price: 39900,
        quantity: 1,
        lineTotal: 39900,
        image: "/images/smart-controller.svg",
      },
    ],
    amount: 39900,
    currency: "INR",
    status: "paid",
    createdAt: new Date(createdAt),
    paidAt: new Date(createdAt),
    paymentId: `pay_${orderId}`,
    paymentMethod: "razorpay",
    paymentStatus: "captured",
    addressInfo: { name: "Asha", phone: "9876543210", address: "12 Lake Road", pincode: "560038" },
  });
}

/** Console errors as well as uncaught ones: a hydration mismatch is only logged. */
function consoleErrors(page: Page) {
  const seen: string[] = [];
  page.on("console", (m) => void (m.type() === "error" && seen.push(m.text())));
  page.on("pageerror", (e) => seen.push(e.message));
  return seen;
}

describe("signed-in pages opened directly", () => {
  it.each([
    ["/cart", "Cart | AquaSense"],
    ["/myOrders", "My Orders | AquaSense"],
    ["/payment?orderId=ORD-2026-1", "Checkout | AquaSense"],
  ])("%s paints the layout and 'Loading…' with no JavaScript", async (path, title) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(webUrl() + path);
    expect(await page.title()).toBe(title);
    await expect(
      page.getByRole("status").filter({ hasText: "Loading…" }).isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByRole("navigation", { name: "Main" }).isVisible()).resolves.toBe(true);
    expect(await page.content()).not.toContain("Know your tank level");
    await context.close();
  });

  it("hydrates /cart for a signed-in shopper without errors, with their lines and badge", async () => {
    const shopper = await createUser();
    const { page, context } = await openShop(browser, PHONE);
    await signInThroughUi(page, shopper);
    await page.goto("/products");
    const card = page.getByRole("article", { name: "Smart Controller" });
    await card.getByRole("button", { name: "Add to Cart" }).click();
    await page.getByRole("link", { name: "Cart, 1 item" }).waitFor();

    const errors = consoleErrors(page);
    await page.goto("/cart");
    await page.getByRole("heading", { name: "Smart Controller" }).waitFor();
    await page.getByRole("link", { name: "Cart, 1 item" }).waitFor();
    await page.getByRole("button", { name: "Clear Cart" }).click();
    await page
      .getByRole("alertdialog", { name: "Clear your cart?" })
      .getByRole("button", { name: "Clear Cart" })
      .click();
    await page.getByRole("heading", { name: "Your Cart is Empty" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows My Orders from one REST query, loads the Firestore SDK after, and stays live", async () => {
    const shopper = await createUser();
    const older = "ORD-2026-1795600001111-AAAA";
    const newer = "ORD-2026-1795700002222-BBBB";
    await paidOrder(shopper, older, "2026-11-20T10:00:00Z");
    const { page, context } = await openShop(browser, PHONE);
    await signInThroughUi(page, shopper);
    const errors = consoleErrors(page);
    const events: string[] = [];
    page.on("request", (r) => {
      if (/\/assets\/firestore-[^/]+\.js$/.test(r.url())) events.push("firestore sdk requested");
    });
    page.on("requestfinished", (r) => {
      if (r.url().endsWith(`/users/${shopper.uid}:runQuery`)) events.push("orders read");
    });

    // Waited for from before the page opens: the listener's answer may come
    // before the orders have been checked on screen.
    const listening = page.waitForResponse((r) =>
      r.url().includes("google.firestore.v1.Firestore/Listen"),
    );
    await page.goto("/myOrders");
    const first = page.getByRole("article", { name: `Order #${shortOrderId(older)}` });
    await first.getByText("Order Total ₹399.00").waitFor();
    await listening;
    expect(events).toEqual(["orders read", "firestore sdk requested"]);

    // Paid elsewhere (another tab, the webhook): the open page shows it, newest first.
    await paidOrder(shopper, newer, "2026-11-21T10:00:00Z");
    await page.getByRole("article", { name: `Order #${shortOrderId(newer)}` }).waitFor();
    const titles = await page
      .getByRole("article")
      .evaluateAll((cards) => cards.map((card) => card.querySelector("h2")?.textContent));
    expect(titles).toEqual([`Order #${shortOrderId(newer)}`, `Order #${shortOrderId(older)}`]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
