/**
 * Issue 17's walkthrough on the local stack, timed: the operator grants
 * themselves admin with the command, opens the console from the header,
 * ships Asha's order and refunds part of Ravi's, while each shopper watches
 * their own My Orders (Asha on a phone, Ravi at a desk). Prints how long
 * each step took, from the operator's action to the change on the shopper's
 * screen; asserts only what each person sees (timings are for the note, not
 * a test: docs/testing.md).
 */
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shortOrderId } from "@shop/domain";
import { DESKTOP, PHONE, launchBrowser, openShop } from "../support/browser";
import { resetRazorpay } from "../support/razorpay";
import { signInThroughUi } from "../support/session";
import { ADDRESS, createShopper, paidOrder, toastsGone } from "./support/checkout";

const root = fileURLToPath(new URL("../..", import.meta.url));
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await resetRazorpay();
});

const steps: [string, number][] = [];
async function timed<T>(step: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  steps.push([step, performance.now() - start]);
  return result;
}

const orderCard = (page: Page, orderId: string) =>
  page.getByRole("article", { name: `Order #${shortOrderId(orderId)}` });

describe("issue 17's walkthrough, timed", () => {
  it("grant, open /admin, ship one order, refund part of another, both shoppers see it", async () => {
    const [asha, ravi] = [await createShopper(ADDRESS), await createShopper(ADDRESS)];
    const ashaShop = await openShop(browser, PHONE);
    const raviShop = await openShop(browser, DESKTOP);
    const ashaOrder = await paidOrder(ashaShop.page, asha);
    const raviOrder = await paidOrder(raviShop.page, ravi);
    await orderCard(ashaShop.page, ashaOrder).waitFor();
    await orderCard(raviShop.page, raviOrder).waitFor();

    // The operator has an account with a profile, as anyone who signed up does.
    const me = await createShopper();
    const grant = await timed("npm run admin -- grant <me>", () =>
      promisify(execFile)(process.execPath, ["scripts/admin.mjs", "grant", me.email], {
        cwd: root,
        env: process.env,
      }),
    );
    expect(grant.stdout).toContain(`${me.email} (${me.uid}) in`);
    expect(grant.stdout).toContain("now has the admin claim");

    const { page, context } = await openShop(browser, DESKTOP);
    await signInThroughUi(page, me);
    await timed("Account menu → Admin: orders and takings shown", async () => {
      await page.getByRole("button", { name: "Account menu" }).click();
      await page.getByRole("link", { name: "Admin" }).click();
      await page.getByRole("heading", { level: 1, name: "Orders" }).waitFor();
      await page.getByText("Paid today").waitFor();
    });
    await timed("search Asha's e-mail, open her order", async () => {
      await page.getByLabel("Customer e-mail").fill(asha.email);
      await page.getByRole("button", { name: "Search" }).click();
      await page.getByRole("link", { name: ashaOrder }).click();
      await page.getByRole("heading", { level: 1, name: `Order ${ashaOrder}` }).waitFor();
    });
    const ashaCard = orderCard(ashaShop.page, ashaOrder);
    await timed("Mark packed → Asha's phone shows Packed", async () => {
      await page.getByRole("button", { name: "Mark packed" }).click();
      await ashaCard.getByText("Packed", { exact: true }).waitFor();
    });
    await timed("Mark shipped (Delhivery DL123456789) → Asha's phone shows it", async () => {
      await page.getByRole("button", { name: "Mark shipped" }).click();
      await page.getByLabel("Carrier").fill("Delhivery");
      await page.getByLabel("Tracking number").fill("DL123456789");
      await page.getByRole("button", { name: "Confirm shipment" }).click();
      await ashaCard.getByText("Shipped — Delhivery DL123456789").waitFor();
    });

    await toastsGone(page);
    await timed("back to the orders, open Ravi's order", async () => {
      await page
        .getByRole("navigation", { name: "Console" })
        .getByRole("link", { name: "Orders" })
        .click();
      await page.getByLabel("Customer e-mail").fill(ravi.email);
      await page.getByRole("button", { name: "Search" }).click();
      await page.getByRole("link", { name: raviOrder }).click();
      await page.getByRole("heading", { level: 1, name: `Order ${raviOrder}` }).waitFor();
    });
    await timed("refund ₹150 → Ravi's My Orders shows it processed", async () => {
      await page.getByLabel("Amount in rupees").fill("150");
      await page.getByRole("button", { name: "Refund amount" }).click();
      await page.getByRole("button", { name: "Yes, refund ₹150.00" }).click();
      await orderCard(raviShop.page, raviOrder)
        .getByText("Refund of ₹150.00 processed")
        .waitFor({ timeout: 30_000 });
    });

    console.log(
      `\nIssue 17 walkthrough (local stack):\n${steps
        .map(([step, ms]) => `  ${step.padEnd(62)} ${(ms / 1000).toFixed(2)} s`)
        .join("\n")}`,
    );
    expect(page.url()).toContain(`/admin/orders/`);
    for (const shop of [ashaShop, raviShop]) expect(shop.errors).toEqual([]);
    await Promise.all([context.close(), ashaShop.context.close(), raviShop.context.close()]);
  });
});
